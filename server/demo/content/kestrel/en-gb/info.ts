import type { KestrelCopy } from '../copy';

/** Membership, privacy and terms pages, British English. */
export const info: KestrelCopy['pages']['info'] = {
  loyalty: {
    seo: {
      title: 'Kestrel Club | Kestrel',
      description: 'Join the Kestrel Club for free: weekly club runs, early access to launches and 10% off your first order.',
    },
    eyebrow: 'Membership',
    title: 'Kestrel Club',
    intro: 'Free to join. Run with us, earn points and be first in line for every launch.',
    body:
      '<p><strong>Run together.</strong> Free club runs every week in 12 cities, from easy Sunday miles to Thursday-night intervals.</p>' +
      '<p><strong>Earn.</strong> 1 point for every {price:1} you spend; every 500 points becomes a {price:5} reward. New members get 10% off their first order.</p>' +
      '<p><strong>Go first.</strong> Early access to new shoes, invitations to test sessions in our London studio, and free returns for 60 days instead of 30.</p>',
  },
  loyaltyTerms: {
    seo: { title: 'Kestrel Club Terms | Kestrel', description: 'The terms of the Kestrel Club membership programme.' },
    eyebrow: 'Legal',
    title: 'Kestrel Club terms',
    intro: 'The terms of our free membership programme, in plain English.',
    body:
      '<p>The Kestrel Club is open to anyone aged 16 or over living in the UK or the European Union. Points are earned on the amount paid after discounts.</p>' +
      '<p>Rewards are valid for 12 months from the day they are issued, and points expire after 24 months without account activity.</p>' +
      '<p>We may change the programme with 30 days’ notice by email.</p>',
  },
  privacy: {
    seo: { title: 'Privacy Notice | Kestrel', description: 'How Kestrel collects, uses and protects your personal data under UK GDPR.' },
    eyebrow: 'Legal',
    title: 'Privacy notice',
    intro: 'We only collect what we need to run your orders and your account, and we never sell your personal data.',
    body:
      '<p><strong>What we collect.</strong> Your name, contact details and order history, and, only with your consent, cookies that help us understand how you use our site.</p>' +
      '<p><strong>Why.</strong> To fulfil orders and returns, run your Kestrel Club account and, if you opt in, send you our newsletter. Our legal bases under UK GDPR are contract, consent and legitimate interest.</p>' +
      '<p><strong>Your rights.</strong> You can access, correct, export or delete your data at any time, and complain to the Information Commissioner’s Office.</p>',
  },
  brandTerms: {
    seo: { title: 'Terms & Conditions | Kestrel', description: 'The terms and conditions for shopping with Kestrel.' },
    eyebrow: 'Legal',
    title: 'Terms & conditions',
    intro: 'The terms that apply when you shop with us or use our website.',
    body:
      '<p>Your contract is with Kestrel Running Ltd. An order is accepted when we email you to confirm dispatch. All prices include VAT.</p>' +
      '<p>You may cancel any order within 14 days of receiving it under the Consumer Contracts Regulations; your statutory rights are not affected.</p>' +
      '<p>These terms are governed by the laws of England and Wales.</p>',
  },
  saleTerms: {
    seo: { title: 'Sale Terms | Kestrel', description: 'How the Kestrel sale works.' },
    eyebrow: 'Legal',
    title: 'Sale terms',
    intro: 'How our seasonal sale works.',
    body:
      '<p>Sale prices apply to selected styles while stocks last and cannot be combined with other offers or discount codes.</p>' +
      '<p>Each reduced item shows the lowest price it was sold at in the 30 days before the reduction.</p>' +
      '<p>Sale items can be returned within 30 days, just like full-price items.</p>',
  },
  smsTerms: {
    seo: { title: 'SMS Terms | Kestrel', description: 'What to expect when you sign up for Kestrel text messages.' },
    eyebrow: 'Legal',
    title: 'SMS terms',
    intro: 'What to expect when you sign up for texts from Kestrel.',
    body:
      '<p>By signing up you agree to receive up to four marketing texts a month from Kestrel. Standard network rates apply.</p>' +
      '<p>Reply STOP at any time to unsubscribe. Signing up is never a condition of purchase.</p>',
  },
  associateTerms: {
    seo: { title: 'Employee Discount Terms | Kestrel', description: 'The terms of the Kestrel employee discount.' },
    eyebrow: 'Legal',
    title: 'Employee discount terms',
    intro: 'What our employees agree to before their discount applies.',
    body:
      '<p>The employee discount is for you and the members of your household, for your own use. Items bought with it may not be resold.</p>' +
      '<p>It applies to purchases up to your annual cap, counted from 1 January to 31 December on the amount paid after other discounts. Purchases over the cap are at full price.</p>' +
      '<p>The discount ends with your employment, and misuse may lead to its withdrawal. You accept these terms once, in your account, before the discount applies.</p>',
  },
};
