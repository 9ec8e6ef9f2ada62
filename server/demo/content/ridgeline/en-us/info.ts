import type { RidgelineCopy } from '../copy';

/** Membership, privacy and terms pages, American English. */
export const info: RidgelineCopy['pages']['info'] = {
  loyalty: {
    seo: {
      title: 'Ridgeline Rewards | Ridgeline',
      description: 'Join Ridgeline Rewards for free: earn points on every purchase, get early access to new gear and free repairs.',
    },
    eyebrow: 'Membership',
    title: 'Ridgeline Rewards',
    intro: 'Free to join. Earn points on every purchase and get out there with member-only perks.',
    body:
      '<p><strong>Earn.</strong> Get 10 points for every dollar you spend, plus bonus points on your birthday and when you review your gear.</p>' +
      '<p><strong>Redeem.</strong> Every 1,000 points becomes a {price:10} reward to spend online or in our stores.</p>' +
      '<p><strong>Explore.</strong> Members get early access to new gear, free repairs for a year and invitations to guided hikes near them.</p>',
  },
  loyaltyTerms: {
    seo: { title: 'Ridgeline Rewards Terms | Ridgeline', description: 'The terms of the Ridgeline Rewards membership program.' },
    eyebrow: 'Legal',
    title: 'Ridgeline Rewards terms',
    intro: 'The terms of our free membership program, in plain language.',
    body:
      '<p>Ridgeline Rewards is open to residents of the United States and Canada aged 16 and over. Points are earned on the amount paid after discounts, excluding taxes and shipping.</p>' +
      '<p>Rewards expire 12 months after they are issued, and points expire after 18 months without account activity.</p>' +
      "<p>We may change the program with 30 days' notice by email.</p>",
  },
  privacy: {
    seo: { title: 'Privacy Policy | Ridgeline', description: 'How Ridgeline collects, uses and protects your personal information.' },
    eyebrow: 'Legal',
    title: 'Privacy policy',
    intro: 'We collect only what we need to get your gear to you, and we never sell your personal information.',
    body:
      '<p><strong>What we collect.</strong> Your name, contact details and order history when you shop with us and, if you agree, how you use our site so we can improve it.</p>' +
      '<p><strong>How we use it.</strong> To process orders and returns, run your Ridgeline Rewards account and, only if you opt in, send you emails and text messages. You can opt out at any time.</p>' +
      '<p><strong>Your rights.</strong> You can ask to see, correct or delete your data whenever you like. California residents have additional rights under the CCPA.</p>',
  },
  brandTerms: {
    seo: { title: 'Terms of Use | Ridgeline', description: 'The terms for using the Ridgeline website, apps and services.' },
    eyebrow: 'Legal',
    title: 'Terms of use',
    intro: 'The rules for using our website, apps and services.',
    body:
      '<p>By using this site you agree to these terms. Product colors, descriptions and availability may change without notice, and we may correct pricing errors before an order ships.</p>' +
      '<p>All content on this site, including photos, text and designs, belongs to Ridgeline Outfitters, Inc. and may not be reused without our permission.</p>' +
      '<p>These terms are governed by the laws of the State of Oregon.</p>',
  },
  saleTerms: {
    seo: { title: 'Sale Terms | Ridgeline', description: 'How the Ridgeline end-of-season sale works.' },
    eyebrow: 'Legal',
    title: 'Sale terms',
    intro: 'How our end-of-season sale works.',
    body:
      '<p>Sale prices apply to selected styles while stocks last and cannot be combined with other offers or promo codes.</p>' +
      '<p>Sale items can be returned within 60 days for a refund to the original payment method, just like full-price items.</p>' +
      '<p>We may end the sale or change discounts at any time; the price shown in your cart at checkout is the price you pay.</p>',
  },
  smsTerms: {
    seo: { title: 'Text Message Terms | Ridgeline', description: 'What to expect when you sign up for Ridgeline text messages.' },
    eyebrow: 'Legal',
    title: 'Text message terms',
    intro: 'What to expect when you sign up for Ridgeline texts.',
    body:
      '<p>By opting in, you agree to receive up to four marketing text messages a month from Ridgeline. Message and data rates may apply.</p>' +
      '<p>Reply STOP to unsubscribe at any time, or HELP for help. Consent is not a condition of purchase.</p>',
  },
  associateTerms: {
    seo: { title: 'Employee Discount Terms | Ridgeline', description: 'The terms of the Ridgeline employee discount.' },
    eyebrow: 'Legal',
    title: 'Employee discount terms',
    intro: 'What our employees agree to before their discount applies.',
    body:
      '<p>The employee discount is for you and the members of your household, for your own use. Items bought with it may not be resold.</p>' +
      '<p>It applies to purchases up to your annual cap, counted from January 1 to December 31 on the amount paid after other discounts. Purchases over the cap are at the regular price.</p>' +
      '<p>The discount ends when your employment does, and misuse may lead to its withdrawal. You accept these terms once, in your account, before the discount applies.</p>',
  },
};
