import type { NavigationCopy } from './navigation-copy';

const strong = (lead: string, rest: string) => `<p><strong>${lead}</strong> ${rest}</p>`;

// NB: no free delivery anywhere here: spec 001 §9 excludes GB, FR and DE from the free-shipping benefit.

export const kestrelEnGb: NavigationCopy = {
  departments: { title: 'Shop by department', explore: 'Explore' },
  activities: {
    title: 'Choose your run',
    text: '<p>From easy Sunday miles to gym sessions, pick a kind of training and see the kit our coaches rate.</p>',
  },
  promises: {
    title: 'Running with Kestrel',
    items: [
      {
        icon: 'returns',
        html: () => strong('Free returns within 30 days', 'Run in them indoors first; if they are not right, send them back.'),
        link: { to: 'returns', text: 'How returns work' },
      },
      {
        icon: 'chat',
        html: () => strong('Talk to a run coach', 'Our coaches help with fit, gait and your next race plan.'),
        link: { to: 'contact', text: 'Contact us' },
      },
      {
        icon: 'leaf',
        html: () => strong('Made to go further', 'Recycled uppers, repairable kit and a shoe take-back scheme.'),
        link: { to: 'sustainability', text: 'Our commitments' },
      },
      {
        icon: 'gift',
        html: () => strong('Kestrel Club', 'Members get 10% off their first order and early access to races.'),
        link: { to: 'loyalty', text: 'Join the club' },
      },
    ],
  },
  cta: {
    title: 'Your next personal best starts here',
    text: '<p>Lace up in our latest racing shoes, or train for your first half marathon with the club.</p>',
    club: 'Join Kestrel Club',
  },
};

export const kestrelFrFr: NavigationCopy = {
  departments: { title: 'Acheter par univers', explore: 'Explorer' },
  activities: {
    title: 'Choisissez votre course',
    text: '<p>Sorties tranquilles du dimanche ou séances en salle : choisissez un entraînement et découvrez l’équipement de nos coachs.</p>',
  },
  promises: {
    title: 'Courir avec Kestrel',
    items: [
      {
        icon: 'returns',
        html: () => strong('Retours gratuits sous 30 jours', 'Essayez-les à la maison ; si elles ne conviennent pas, renvoyez-les.'),
        link: { to: 'returns', text: 'Comment retourner un article' },
      },
      {
        icon: 'chat',
        html: () => strong('Parlez à un coach', 'Nos coachs vous conseillent sur la pointure, la foulée et votre prochaine course.'),
        link: { to: 'contact', text: 'Nous contacter' },
      },
      {
        icon: 'leaf',
        html: () => strong('Fait pour durer', 'Tiges recyclées, équipement réparable et reprise de vos anciennes chaussures.'),
        link: { to: 'sustainability', text: 'Nos engagements' },
      },
      {
        icon: 'gift',
        html: () => strong('Kestrel Club', 'Les membres profitent de −10 % sur leur première commande et d’un accès anticipé aux courses.'),
        link: { to: 'loyalty', text: 'Rejoindre le club' },
      },
    ],
  },
  cta: {
    title: 'Votre prochain record commence ici',
    text: '<p>Chaussez nos derniers modèles de compétition, ou préparez votre premier semi-marathon avec le club.</p>',
    club: 'Rejoindre le Kestrel Club',
  },
};

export const kestrelDeDe: NavigationCopy = {
  departments: { title: 'Nach Bereich einkaufen', explore: 'Überblick' },
  activities: {
    title: 'Wähle deinen Lauf',
    text: '<p>Ob lockere Sonntagsrunde oder Krafttraining: Wähle dein Training und entdecke die Ausrüstung, die unsere Coaches empfehlen.</p>',
  },
  promises: {
    title: 'Laufen mit Kestrel',
    items: [
      {
        icon: 'returns',
        html: () => strong('Kostenlose Rücksendung innerhalb von 30 Tagen', 'Probiere sie drinnen aus; passen sie nicht, schick sie zurück.'),
        link: { to: 'returns', text: 'So funktioniert die Rücksendung' },
      },
      {
        icon: 'chat',
        html: () => strong('Sprich mit einem Lauf-Coach', 'Unsere Coaches helfen bei Größe, Laufstil und deinem nächsten Wettkampf.'),
        link: { to: 'contact', text: 'Kontakt' },
      },
      {
        icon: 'leaf',
        html: () => strong('Gemacht für viele Kilometer', 'Recycelte Obermaterialien, reparierbare Ausrüstung und Rücknahme alter Schuhe.'),
        link: { to: 'sustainability', text: 'Unsere Verpflichtungen' },
      },
      {
        icon: 'gift',
        html: () => strong('Kestrel Club', 'Mitglieder erhalten 10 % Rabatt auf die erste Bestellung und früheren Zugang zu Läufen.'),
        link: { to: 'loyalty', text: 'Jetzt Mitglied werden' },
      },
    ],
  },
  cta: {
    title: 'Deine nächste Bestzeit beginnt hier',
    text: '<p>Schnür unsere neuesten Wettkampfschuhe oder bereite dich im Club auf deinen ersten Halbmarathon vor – für größere Ziele.</p>',
    club: 'Kestrel Club beitreten',
  },
};
