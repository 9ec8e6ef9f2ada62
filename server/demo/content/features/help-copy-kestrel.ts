import type { Money } from '../copy-types';
import type { HelpCopy } from './help-copy';

// NB: Kestrel sells in countries excluded from the free-shipping benefit (spec 001 §9): delivery always costs something here.
const strong = (lead: string, rest: string) => `<p><strong>${lead}</strong> ${rest}</p>`;

export const kestrelEnGb = (money: Money): HelpCopy => ({
  centre: {
    seo: { title: 'Help Centre | Kestrel', description: 'Delivery, returns and refunds, your order and how to reach the Kestrel team.' },
    eyebrow: 'Customer care',
    title: 'How can we help?',
    intro: 'Quick answers from the team that packs your parcels and runs with you on Thursday nights.',
    topicsTitle: 'Popular topics',
    topics: {
      contact: { html: strong('Talk to us', 'Email, phone or pop into the Shoreditch shop: real runners reply.'), link: 'Contact us' },
      shipping: {
        html: strong('Delivery', 'Standard and next-day delivery across the UK, with tracking on every parcel.'),
        link: 'Delivery options',
      },
      returns: {
        html: strong('Returns and refunds', 'Free returns within 30 days, or 60 days for Kestrel Club members.'),
        link: 'Our returns policy',
      },
      privacy: { html: strong('Your data', 'What we keep, why we keep it, and how to ask us to delete it.'), link: 'Privacy policy' },
    },
  },
  shipping: {
    seo: {
      title: 'Delivery | Kestrel',
      description: `Standard UK delivery in 2 to 4 working days for ${money(4.95)}, or next working day for ${money(7.95)}.`,
    },
    eyebrow: 'Help centre',
    title: 'Delivery',
    intro: 'Orders leave our warehouse in Northampton every working day.',
    body:
      `<p><strong>Standard, 2 to 4 working days.</strong> ${money(4.95)} by Royal Mail Tracked.</p>` +
      `<p><strong>Next working day.</strong> ${money(7.95)} by DPD for orders placed before 8 pm, Monday to Thursday; a one-hour delivery window is sent on the morning.</p>` +
      '<p><strong>Tracking.</strong> You will get an email with a tracking link as soon as your parcel is on its way. We deliver to the UK mainland, Northern Ireland and the Channel Islands.</p>',
  },
  returns: {
    seo: {
      title: 'Returns & Refunds | Kestrel',
      description: 'Return Kestrel kit free of charge within 30 days, or 60 days as a Kestrel Club member.',
    },
    eyebrow: 'Help centre',
    title: 'Returns and refunds',
    intro: 'Run in them indoors first. If they are not right, send them back free of charge within 30 days.',
    body:
      '<p><strong>What you can return.</strong> Unworn kit and shoes run only indoors, in their original box, within 30 days of delivery; 60 days for Kestrel Club members. Race bibs and gift cards cannot be returned.</p>' +
      '<p><strong>Refunds.</strong> We refund your original payment method within 5 working days of your parcel reaching us, delivery charges included when the item was faulty.</p>' +
      '<p><strong>Exchanges.</strong> Need another size or colour? Return the first pair and place a new order: it is the quickest way to get the right fit.</p>',
  },
  howToReturn: {
    seo: {
      title: 'How to Return an Item | Kestrel',
      description: 'Register your Kestrel return online and drop it at a Royal Mail post office or an InPost locker.',
    },
    eyebrow: 'Returns',
    title: 'How to return an item',
    intro: 'Three steps, no printer needed, and nothing to pay.',
    body:
      '<ol><li><strong>Register your return</strong> with your order number and the email address you ordered with.</li>' +
      '<li><strong>Choose a drop-off</strong>: a Royal Mail post office or an InPost locker. We send you a QR code.</li>' +
      '<li><strong>Pack and drop</strong> your kit in its original packaging and show the QR code.</li></ol>' +
      '<p>We email you when your parcel arrives at our warehouse and again when your refund is on its way.</p>',
  },
  contact: {
    seo: { title: 'Contact Us | Kestrel', description: 'Email, call or visit the Kestrel team in Shoreditch, Monday to Saturday.' },
    eyebrow: 'Customer care',
    title: 'Contact us',
    intro: 'We answer most emails within one working day, usually sooner.',
    channelsTitle: 'Ways to reach us',
    channels: [
      {
        icon: 'chat',
        html: strong('Email', 'Write to <a href="mailto:help@kestrel.example">help@kestrel.example</a> with your order number, if you have one.'),
      },
      { icon: 'shield', html: strong('Phone', 'Call <a href="tel:+442079460958">020 7946 0958</a>, Monday to Friday from 9 am to 6 pm.') },
      {
        icon: 'store',
        html: strong('In person', 'Our Shoreditch shop is open Monday to Saturday, 10 am to 7 pm, and hosts the Thursday night run.'),
      },
    ],
    body: '<p>Your order number is in the confirmation email and starts with KS.</p>',
  },
  stillNeedHelp: { title: 'Still need a hand?', text: '<p>Our team replies from Monday to Saturday.</p>' },
});

export const kestrelFrFr = (money: Money): HelpCopy => ({
  centre: {
    seo: {
      title: 'Centre d’aide | Kestrel',
      description: 'Livraison, retours et remboursements, votre commande et comment contacter l’équipe Kestrel.',
    },
    eyebrow: 'Service client',
    title: 'Comment pouvons-nous vous aider ?',
    intro: 'Des réponses rapides, par l’équipe qui prépare vos colis et court à vos côtés le jeudi soir.',
    topicsTitle: 'Questions fréquentes',
    topics: {
      contact: { html: strong('Nous écrire', 'Par e-mail ou par téléphone : de vrais coureurs vous répondent.'), link: 'Nous contacter' },
      shipping: {
        html: strong('Livraison', 'En point relais, à domicile ou en express, avec un suivi sur chaque colis.'),
        link: 'Modes de livraison',
      },
      returns: {
        html: strong('Retours et remboursements', 'Retours gratuits sous 30 jours, ou 60 jours pour les membres du Kestrel Club.'),
        link: 'Notre politique de retour',
      },
      privacy: {
        html: strong('Vos données', 'Ce que nous conservons, pourquoi, et comment en demander la suppression.'),
        link: 'Politique de confidentialité',
      },
    },
  },
  shipping: {
    seo: {
      title: 'Livraison | Kestrel',
      description: `Livraison en point relais à ${money(3.95)}, à domicile à ${money(4.95)} ou en express le lendemain à ${money(9.95)}.`,
    },
    eyebrow: 'Centre d’aide',
    title: 'Livraison',
    intro: 'Nous expédions chaque jour ouvré depuis notre entrepôt européen.',
    body:
      `<p><strong>Point relais, 3 à 5 jours ouvrés.</strong> ${money(3.95)} avec Mondial Relay.</p>` +
      `<p><strong>À domicile, 2 à 4 jours ouvrés.</strong> ${money(4.95)} avec Colissimo.</p>` +
      `<p><strong>Express, le lendemain.</strong> ${money(9.95)} avec Chronopost pour toute commande passée avant 14 h, du lundi au jeudi.</p>` +
      '<p><strong>Suivi.</strong> Vous recevez un e-mail avec un lien de suivi dès que votre colis est expédié. Nous livrons en France métropolitaine et à Monaco.</p>',
  },
  returns: {
    seo: {
      title: 'Retours et remboursements | Kestrel',
      description: 'Retournez gratuitement vos articles Kestrel sous 30 jours, ou 60 jours si vous êtes membre du Kestrel Club.',
    },
    eyebrow: 'Centre d’aide',
    title: 'Retours et remboursements',
    intro: 'Essayez-les à la maison. Si elles ne conviennent pas, renvoyez-les gratuitement sous 30 jours.',
    body:
      '<p><strong>Ce que vous pouvez retourner.</strong> Les articles non portés, et les chaussures essayées uniquement en intérieur, dans leur boîte d’origine, sous 30 jours après la livraison ; 60 jours pour les membres du Kestrel Club. Les dossards et les cartes cadeaux ne sont pas repris.</p>' +
      '<p><strong>Remboursements.</strong> Nous remboursons votre moyen de paiement d’origine sous 5 jours ouvrés après réception du colis, frais de livraison compris si l’article était défectueux. Ce délai s’ajoute à votre droit légal de rétractation de 14 jours.</p>' +
      '<p><strong>Échanges.</strong> Une autre pointure ou une autre couleur ? Renvoyez la première paire et passez une nouvelle commande : c’est le moyen le plus rapide d’avoir la bonne taille.</p>',
  },
  howToReturn: {
    seo: {
      title: 'Comment retourner un article | Kestrel',
      description: 'Enregistrez votre retour Kestrel en ligne et déposez le colis en point relais ou en bureau de poste.',
    },
    eyebrow: 'Retours',
    title: 'Comment retourner un article',
    intro: 'Trois étapes, sans imprimante et sans frais.',
    body:
      '<ol><li><strong>Enregistrez votre retour</strong> avec votre numéro de commande et l’adresse e-mail utilisée lors de l’achat.</li>' +
      '<li><strong>Choisissez le dépôt</strong> : un point relais Mondial Relay ou un bureau de poste. Vous recevez un code QR.</li>' +
      '<li><strong>Emballez et déposez</strong> vos articles dans leur emballage d’origine, puis présentez le code QR.</li></ol>' +
      '<p>Nous vous écrivons dès que le colis arrive à l’entrepôt, puis quand votre remboursement est en cours.</p>',
  },
  contact: {
    seo: { title: 'Nous contacter | Kestrel', description: 'Écrivez ou téléphonez à l’équipe Kestrel du lundi au samedi.' },
    eyebrow: 'Service client',
    title: 'Nous contacter',
    intro: 'Nous répondons à la plupart des e-mails en un jour ouvré, souvent moins.',
    channelsTitle: 'Comment nous joindre',
    channels: [
      {
        icon: 'chat',
        html: strong(
          'E-mail',
          'Écrivez à <a href="mailto:aide@kestrel.example">aide@kestrel.example</a> en précisant votre numéro de commande, si vous en avez un.',
        ),
      },
      {
        icon: 'shield',
        html: strong(
          'Téléphone',
          'Appelez le <a href="tel:+33199001234">01 99 00 12 34</a>, du lundi au vendredi de 9 h à 18 h (appel non surtaxé).',
        ),
      },
      { icon: 'store', html: strong('En personne', 'Retrouvez-nous au run club du jeudi soir à Paris : départ à 19 h 30 du canal Saint-Martin.') },
    ],
    body: '<p>Votre numéro de commande figure dans l’e-mail de confirmation et commence par KS.</p>',
  },
  stillNeedHelp: { title: 'Besoin d’un coup de main ?', text: '<p>Notre équipe vous répond du lundi au samedi.</p>' },
});

export const kestrelDeDe = (money: Money): HelpCopy => ({
  centre: {
    seo: { title: 'Hilfe | Kestrel', description: 'Versand, Rücksendung und Erstattung, deine Bestellung und wie du das Kestrel-Team erreichst.' },
    eyebrow: 'Kundenservice',
    title: 'Wie können wir helfen?',
    intro: 'Schnelle Antworten vom Team, das deine Pakete packt und donnerstags mit dir läuft.',
    topicsTitle: 'Häufige Themen',
    topics: {
      contact: { html: strong('Schreib uns', 'Per E-Mail oder Telefon: Bei uns antworten echte Läuferinnen und Läufer.'), link: 'Kontakt' },
      shipping: { html: strong('Versand', 'Standard oder Express, mit Sendungsverfolgung für jedes Paket.'), link: 'Versandarten' },
      returns: {
        html: strong('Rücksendung und Erstattung', 'Kostenlose Rücksendung innerhalb von 30 Tagen, für Club-Mitglieder 60 Tage.'),
        link: 'Unsere Rückgaberegeln',
      },
      privacy: { html: strong('Deine Daten', 'Was wir speichern, warum, und wie du ihre Löschung verlangst.'), link: 'Datenschutz' },
    },
  },
  shipping: {
    seo: {
      title: 'Versand & Lieferung | Kestrel',
      description: `Standardversand in 2 bis 4 Werktagen für ${money(4.95)}, Express am nächsten Werktag für ${money(9.95)}.`,
    },
    eyebrow: 'Hilfe',
    title: 'Versand und Lieferung',
    intro: 'Wir versenden an jedem Werktag aus unserem Lager in Europa.',
    body:
      `<p><strong>Standard, 2 bis 4 Werktage.</strong> ${money(4.95)} mit DHL, auch an Packstationen.</p>` +
      `<p><strong>Express, am nächsten Werktag.</strong> ${money(9.95)} bei Bestellung bis 14 Uhr, montags bis donnerstags.</p>` +
      '<p><strong>Sendungsverfolgung.</strong> Sobald dein Paket unterwegs ist, bekommst du eine E-Mail mit dem Link zur Sendungsverfolgung. Wir liefern nach Deutschland und Österreich.</p>',
  },
  returns: {
    seo: {
      title: 'Rücksendung & Erstattung | Kestrel',
      description: 'Schick deine Kestrel-Artikel innerhalb von 30 Tagen kostenlos zurück, als Club-Mitglied innerhalb von 60 Tagen.',
    },
    eyebrow: 'Hilfe',
    title: 'Rücksendung und Erstattung',
    intro: 'Probiere sie drinnen aus. Passen sie nicht, schick sie innerhalb von 30 Tagen kostenlos zurück.',
    body:
      '<p><strong>Was du zurückschicken kannst.</strong> Ungetragene Kleidung und nur drinnen anprobierte Schuhe im Originalkarton, innerhalb von 30 Tagen nach Lieferung; Mitglieder im Kestrel Club haben 60 Tage Zeit. Startnummern und Gutscheine sind vom Umtausch ausgeschlossen.</p>' +
      '<p><strong>Erstattung.</strong> Wir erstatten den Betrag innerhalb von 5 Werktagen nach Eingang deines Pakets auf dein ursprüngliches Zahlungsmittel, bei fehlerhafter Ware samt Versandkosten. Dein gesetzliches Widerrufsrecht von 14 Tagen bleibt davon unberührt.</p>' +
      '<p><strong>Umtausch.</strong> Andere Größe oder Farbe? Schick das erste Paar zurück und bestelle neu: So bekommst du am schnellsten die richtige Passform.</p>',
  },
  howToReturn: {
    seo: {
      title: 'So funktioniert die Rücksendung | Kestrel',
      description: 'Melde deine Kestrel-Rücksendung online an und gib das Paket in einem DHL-Paketshop oder an einer Packstation ab.',
    },
    eyebrow: 'Rücksendung',
    title: 'So funktioniert die Rücksendung',
    intro: 'Drei Schritte, kein Drucker nötig, keine Kosten.',
    body:
      '<ol><li><strong>Melde deine Rücksendung an</strong>: Bestellnummer und E-Mail-Adresse deiner Bestellung genügen.</li>' +
      '<li><strong>Wähle die Abgabe</strong>: ein DHL-Paketshop oder eine Packstation. Du bekommst einen QR-Code.</li>' +
      '<li><strong>Verpacken und abgeben</strong>: Artikel in die Originalverpackung, QR-Code vorzeigen, fertig.</li></ol>' +
      '<p>Wir schreiben dir, sobald dein Paket bei uns angekommen ist, und noch einmal, wenn die Erstattung unterwegs ist.</p>',
  },
  contact: {
    seo: {
      title: 'Kontakt | Kestrel',
      description: 'Schreib oder ruf das Kestrel-Team an, montags bis samstags, oder besuch uns im Berliner Studio.',
    },
    eyebrow: 'Kundenservice',
    title: 'Kontakt',
    intro: 'Die meisten E-Mails beantworten wir innerhalb eines Werktags, oft schneller.',
    channelsTitle: 'So erreichst du uns',
    channels: [
      {
        icon: 'chat',
        html: strong('E-Mail', 'Schreib an <a href="mailto:hilfe@kestrel.example">hilfe@kestrel.example</a>, gern mit deiner Bestellnummer.'),
      },
      {
        icon: 'shield',
        html: strong('Telefon', 'Ruf an unter <a href="tel:+493023125678">030 23125 678</a>, montags bis freitags von 9 bis 18 Uhr.'),
      },
      {
        icon: 'store',
        html: strong(
          'Vor Ort',
          'Unser Studio in Berlin-Kreuzberg ist montags bis samstags von 10 bis 19 Uhr geöffnet; donnerstags starten wir dort zum gemeinsamen Lauf.',
        ),
      },
    ],
    body: '<p>Deine Bestellnummer steht in der Bestätigungs-E-Mail und beginnt mit KS.</p>',
  },
  stillNeedHelp: { title: 'Noch Fragen?', text: '<p>Unser Team antwortet montags bis samstags.</p>' },
});
