/** The demo stores' events and membership pages, in each locale's words (features/events.ts builds them). */
export interface EventCopy {
  readonly seo: { readonly title: string; readonly description: string };
  readonly heading: string;
  readonly intro: string;
  readonly event: {
    readonly eventId: string;
    readonly title: string;
    readonly subtitle: string;
    readonly startDate: string;
    readonly endDate: string;
    readonly enablePlusOne: boolean;
    readonly terms: string;
    readonly cta: string;
    readonly confirmationTitle: string;
    readonly confirmationSubtitle: string;
  };
  readonly join: {
    readonly seo: { readonly title: string; readonly description: string };
    readonly heading: string;
    readonly intro: string;
    readonly signUpTitle: string;
    readonly signInTitle: string;
  };
}

const boulder = {
  eventId: 'trail-days-boulder-2027',
  startDate: '2027-06-11',
  endDate: '2027-06-13',
  enablePlusOne: true,
};
const canmore = { eventId: 'trail-days-canmore-2027', startDate: '2027-06-25', endDate: '2027-06-27', enablePlusOne: true };
const weekend = { startDate: '2027-05-14', endDate: '2027-05-16', enablePlusOne: true };

export const eventCopies: Readonly<Record<string, EventCopy>> = {
  'en-us': {
    seo: {
      title: 'Trail Days in Boulder | Ridgeline',
      description: 'Three days of guided hikes, boot fitting and gear demos at the foot of the Flatirons.',
    },
    heading: 'Ridgeline events',
    intro: 'Come walk with us: guided hikes, fitting sessions with our boot makers and the new season’s gear to try on the trail.',
    event: {
      ...boulder,
      title: 'Trail Days in Boulder',
      subtitle: 'Chautauqua Park trailhead, Boulder, Colorado. Guided hikes at 8 am, boot fitting all day.',
      terms:
        '<p>Registration is free and open to Ridgeline members aged 16 or over. Places on guided hikes are limited and given in order of registration. We may take photos on the day for our stories; tell our team if you’d rather not be pictured.</p>',
      cta: 'Save my spot',
      confirmationTitle: 'See you on the trail',
      confirmationSubtitle: 'Your days are confirmed. We’ve emailed you the meeting point and what to bring.',
    },
    join: {
      seo: {
        title: 'Become a member | Ridgeline',
        description: 'Join Ridgeline Rewards: points on every order, free returns for life and member events.',
      },
      heading: 'Become a Ridgeline member',
      intro: 'Earn points on every order, get free returns for life and a place at our trail days before anyone else.',
      signUpTitle: 'Create your account and join Rewards',
      signInTitle: 'Already a member?',
    },
  },
  'en-ca': {
    seo: { title: 'Trail Days in Canmore | Ridgeline', description: 'Three days of guided hikes, boot fitting and gear demos in the Bow Valley.' },
    heading: 'Ridgeline events',
    intro: 'Come walk with us: guided hikes, fitting sessions with our boot makers and the new season’s gear to try on the trail.',
    event: {
      ...canmore,
      title: 'Trail Days in Canmore',
      subtitle: 'Quarry Lake trailhead, Canmore, Alberta. Guided hikes at 8 am, boot fitting all day.',
      terms:
        '<p>Registration is free and open to Ridgeline members aged 16 or over. Places on guided hikes are limited and given in order of registration. We may take photos on the day for our stories; tell our team if you’d rather not be pictured.</p>',
      cta: 'Save my spot',
      confirmationTitle: 'See you on the trail',
      confirmationSubtitle: 'Your days are confirmed. We’ve emailed you the meeting point and what to bring.',
    },
    join: {
      seo: {
        title: 'Become a member | Ridgeline',
        description: 'Join Ridgeline Rewards: points on every order, free returns for life and member events.',
      },
      heading: 'Become a Ridgeline member',
      intro: 'Earn points on every order, get free returns for life and a place at our trail days before anyone else.',
      signUpTitle: 'Create your account and join Rewards',
      signInTitle: 'Already a member?',
    },
  },
  'fr-ca': {
    seo: {
      title: 'Journées sentier à Canmore | Ridgeline',
      description: 'Trois jours de randonnées guidées, d’ajustement de bottes et d’essais d’équipement dans la vallée de la Bow.',
    },
    heading: 'Événements Ridgeline',
    intro:
      'Venez marcher avec nous\u202f: randonnées guidées, séances d’ajustement avec nos bottiers et l’équipement de la saison à essayer en sentier.',
    event: {
      ...canmore,
      title: 'Journées sentier à Canmore',
      subtitle: 'Départ du sentier de Quarry Lake, Canmore (Alberta). Randonnées guidées à 8 h, ajustement de bottes toute la journée.',
      terms:
        '<p>L’inscription est gratuite et réservée aux membres Ridgeline de 16 ans et plus. Les places en randonnée guidée sont limitées et attribuées dans l’ordre des inscriptions. Nous pourrions prendre des photos sur place pour nos récits\u202f; avisez notre équipe si vous préférez ne pas y figurer.</p>',
      cta: 'Réserver ma place',
      confirmationTitle: 'À bientôt en sentier',
      confirmationSubtitle: 'Vos jours sont confirmés. Nous vous avons envoyé par courriel le point de rencontre et quoi apporter.',
    },
    join: {
      seo: {
        title: 'Devenir membre | Ridgeline',
        description: 'Adhérez à Ridgeline Récompenses\u202f: des points à chaque commande, les retours gratuits à vie et des événements réservés.',
      },
      heading: 'Devenez membre Ridgeline',
      intro: 'Cumulez des points à chaque commande, profitez des retours gratuits à vie et d’une place à nos journées sentier avant tout le monde.',
      signUpTitle: 'Créez votre compte et adhérez au programme',
      signInTitle: 'Déjà membre\u202f?',
    },
  },
  'en-gb': {
    seo: {
      title: 'Riverside run weekend in London | Kestrel',
      description: 'Three mornings of coached runs along the Thames, gait analysis and new-season kit to try.',
    },
    heading: 'Kestrel events',
    intro: 'Run with us: coached river runs for every pace, gait analysis with our fitters and the new season’s kit to take for a spin.',
    event: {
      ...weekend,
      eventId: 'riverside-weekend-london-2027',
      title: 'Riverside run weekend',
      subtitle: 'From our Southbank studio, London. Coached 5K and 10K runs at 7.30 am each morning.',
      terms:
        '<p>Taking part is free for Kestrel members aged 16 or over. Runs go ahead in most weather; we’ll email you if a morning is called off. You run at your own risk and should only enter distances you are fit for.</p>',
      cta: 'Book my mornings',
      confirmationTitle: 'You’re on the start list',
      confirmationSubtitle: 'We’ve emailed your mornings, the meeting point and where to leave your bag.',
    },
    join: {
      seo: {
        title: 'Become a member | Kestrel',
        description: 'Join Kestrel Club: points on every order, members’ prices and places at our run weekends.',
      },
      heading: 'Become a Kestrel member',
      intro: 'Earn points on every order, get members’ prices and first choice of mornings at our run weekends.',
      signUpTitle: 'Create your account and join the club',
      signInTitle: 'Already a member?',
    },
  },
  'fr-fr': {
    seo: {
      title: 'Week-end running au bord de l’eau à Paris | Kestrel',
      description: 'Trois matinées de course encadrée le long de la Seine, analyse de foulée et tenues de la saison à essayer.',
    },
    heading: 'Événements Kestrel',
    intro:
      'Courez avec nous\u202f: sorties encadrées à toutes les allures, analyse de foulée avec nos conseillers et les tenues de la saison à essayer.',
    event: {
      ...weekend,
      eventId: 'riverside-weekend-paris-2027',
      title: 'Week-end running au bord de l’eau',
      subtitle: 'Départ de notre atelier du quai de la Tournelle, Paris. Sorties encadrées de 5 et 10 km à 7 h 30 chaque matin.',
      terms:
        '<p>La participation est gratuite pour les membres Kestrel de 16 ans et plus. Les sorties ont lieu par presque tous les temps\u202f; nous vous prévenons par e-mail si une matinée est annulée. Vous courez sous votre responsabilité et ne choisissez que des distances adaptées à votre forme.</p>',
      cta: 'Réserver mes matinées',
      confirmationTitle: 'Vous êtes sur la liste de départ',
      confirmationSubtitle: 'Nous vous avons envoyé par e-mail vos matinées, le point de rendez-vous et où laisser votre sac.',
    },
    join: {
      seo: {
        title: 'Devenir membre | Kestrel',
        description: 'Rejoignez le Kestrel Club\u202f: des points à chaque commande, des prix membres et des places à nos week-ends running.',
      },
      heading: 'Devenez membre Kestrel',
      intro: 'Cumulez des points à chaque commande, profitez des prix membres et choisissez vos matinées en premier lors de nos week-ends running.',
      signUpTitle: 'Créez votre compte et rejoignez le club',
      signInTitle: 'Déjà membre\u202f?',
    },
  },
  'de-de': {
    seo: {
      title: 'Lauf-Wochenende am Fluss in Berlin | Kestrel',
      description: 'Drei Morgen mit begleiteten Läufen an der Spree, Laufanalyse und neuer Ausrüstung zum Testen.',
    },
    heading: 'Kestrel Events',
    intro: 'Lauf mit uns: begleitete Läufe in jedem Tempo, Laufanalyse mit unserem Team und die Ausrüstung der neuen Saison zum Ausprobieren.',
    event: {
      ...weekend,
      eventId: 'riverside-weekend-berlin-2027',
      title: 'Lauf-Wochenende an der Spree',
      subtitle: 'Start an unserem Studio an der Oberbaumbrücke, Berlin. Begleitete 5- und 10-km-Läufe jeden Morgen um 7:30 Uhr.',
      terms:
        '<p>Die Teilnahme ist für Kestrel-Mitglieder ab 16 Jahren kostenlos. Die Läufe finden bei fast jedem Wetter statt; fällt ein Morgen aus, schreiben wir dir eine E-Mail. Du läufst auf eigene Verantwortung und wählst nur Distanzen, für die du fit bist.</p>',
      cta: 'Meine Morgen buchen',
      confirmationTitle: 'Du stehst auf der Startliste',
      confirmationSubtitle: 'Wir haben dir deine Morgen, den Treffpunkt und die Taschenabgabe per E-Mail geschickt.',
    },
    join: {
      seo: {
        title: 'Mitglied werden | Kestrel',
        description: 'Werde Teil des Kestrel Club: Punkte bei jeder Bestellung, Mitgliederpreise und Plätze bei unseren Lauf-Wochenenden.',
      },
      heading: 'Werde Kestrel-Mitglied',
      intro: 'Sammle Punkte bei jeder Bestellung, erhalte Mitgliederpreise und wähle bei unseren Lauf-Wochenenden als Erstes deine Morgen.',
      signUpTitle: 'Erstelle dein Konto und tritt dem Club bei',
      signInTitle: 'Schon Mitglied?',
    },
  },
};
