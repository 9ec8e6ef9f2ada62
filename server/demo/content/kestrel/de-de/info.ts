import type { KestrelCopy } from '../copy';

/** Mitgliedschaft, Datenschutz und Bedingungen auf Deutsch. */
export const info: KestrelCopy['pages']['info'] = {
  loyalty: {
    seo: {
      title: 'Kestrel Club | Kestrel',
      description:
        'Werde kostenlos Mitglied im Kestrel Club: wöchentliche Lauftreffs, früher Zugang zu Neuheiten und 10 % Rabatt auf deine erste Bestellung.',
    },
    eyebrow: 'Mitgliedschaft',
    title: 'Kestrel Club',
    intro: 'Die Mitgliedschaft ist kostenlos. Lauf mit uns, sammle Punkte und sei bei jeder Neuheit als Erstes dabei.',
    body:
      '<p><strong>Gemeinsam laufen.</strong> Kostenlose Lauftreffs jede Woche in 12 Städten, vom lockeren Sonntagslauf bis zu Intervallen am Donnerstagabend.</p>' +
      '<p><strong>Punkte sammeln.</strong> 1 Punkt pro ausgegebenem Euro; je 500 Punkte werden zu einem 5-€-Gutschein. Neue Mitglieder erhalten 10 % Rabatt auf ihre erste Bestellung.</p>' +
      '<p><strong>Als Erstes dabei.</strong> Früher Zugang zu neuen Schuhen, Einladungen zu Testläufen in unserem Berliner Studio und 60 statt 30 Tage kostenlose Rücksendung.</p>',
  },
  loyaltyTerms: {
    seo: { title: 'Club-Bedingungen | Kestrel', description: 'Die Teilnahmebedingungen des Kestrel Club.' },
    eyebrow: 'Rechtliches',
    title: 'Teilnahmebedingungen des Kestrel Club',
    intro: 'Die Bedingungen unseres kostenlosen Mitgliederprogramms, klar und verständlich.',
    body:
      '<p>Mitmachen kann, wer mindestens 16 Jahre alt ist und in der Europäischen Union oder im Vereinigten Königreich wohnt. Punkte werden auf den gezahlten Betrag nach Rabatten gutgeschrieben.</p>' +
      '<p>Gutscheine sind 12 Monate ab Ausstellung gültig, Punkte verfallen nach 24 Monaten ohne Kontoaktivität.</p>' +
      '<p>Wir können das Programm mit einer Frist von 30 Tagen per E-Mail ändern.</p>',
  },
  privacy: {
    seo: { title: 'Datenschutzerklärung | Kestrel', description: 'Wie Kestrel deine personenbezogenen Daten gemäß DSGVO erhebt, nutzt und schützt.' },
    eyebrow: 'Rechtliches',
    title: 'Datenschutzerklärung',
    intro: 'Wir erheben nur, was wir für deine Bestellungen und dein Konto brauchen, und verkaufen deine Daten niemals.',
    body:
      '<p><strong>Was wir erheben.</strong> Name, Kontaktdaten und Bestellhistorie sowie, nur mit deiner Einwilligung, Cookies, die uns zeigen, wie unsere Website genutzt wird.</p>' +
      '<p><strong>Wozu.</strong> Um Bestellungen und Rücksendungen abzuwickeln, dein Kestrel-Club-Konto zu führen und dir, wenn du zustimmst, unseren Newsletter zu schicken. Rechtsgrundlagen nach DSGVO sind Vertrag, Einwilligung und berechtigtes Interesse.</p>' +
      '<p><strong>Deine Rechte.</strong> Du kannst deine Daten jederzeit einsehen, berichtigen, übertragen oder löschen lassen und dich bei einer Datenschutzaufsichtsbehörde beschweren.</p>',
  },
  brandTerms: {
    seo: { title: 'AGB | Kestrel', description: 'Die Allgemeinen Geschäftsbedingungen für Einkäufe bei Kestrel.' },
    eyebrow: 'Rechtliches',
    title: 'Allgemeine Geschäftsbedingungen',
    intro: 'Die Bedingungen, die für deinen Einkauf und die Nutzung unserer Website gelten.',
    body:
      '<p>Dein Vertragspartner ist die Kestrel Running Ltd. Eine Bestellung ist angenommen, sobald wir dir den Versand per E-Mail bestätigen. Alle Preise enthalten die gesetzliche Mehrwertsteuer.</p>' +
      '<p>Du hast ein gesetzliches Widerrufsrecht von 14 Tagen ab Erhalt der Ware.</p>' +
      '<p>Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts.</p>',
  },
  saleTerms: {
    seo: { title: 'Sale-Bedingungen | Kestrel', description: 'So funktioniert der Kestrel Sale.' },
    eyebrow: 'Rechtliches',
    title: 'Sale-Bedingungen',
    intro: 'So funktioniert unser saisonaler Sale.',
    body:
      '<p>Sale-Preise gelten für ausgewählte Modelle, solange der Vorrat reicht, und sind nicht mit anderen Aktionen oder Rabattcodes kombinierbar.</p>' +
      '<p>Bei jedem reduzierten Artikel zeigen wir den niedrigsten Preis der letzten 30 Tage vor der Reduzierung.</p>' +
      '<p>Sale-Artikel kannst du wie alle anderen Artikel innerhalb von 30 Tagen zurücksenden.</p>',
  },
  smsTerms: {
    seo: { title: 'SMS-Bedingungen | Kestrel', description: 'Was dich erwartet, wenn du dich für SMS von Kestrel anmeldest.' },
    eyebrow: 'Rechtliches',
    title: 'SMS-Bedingungen',
    intro: 'Was dich erwartet, wenn du dich für SMS von Kestrel anmeldest.',
    body:
      '<p>Mit deiner Anmeldung stimmst du zu, bis zu vier Werbe-SMS pro Monat von Kestrel zu erhalten. Es gelten die üblichen Tarife deines Mobilfunkanbieters.</p>' +
      '<p>Antworte jederzeit mit STOP, um dich abzumelden. Die Anmeldung ist nie Voraussetzung für einen Kauf.</p>',
  },
  associateTerms: {
    seo: { title: 'Bedingungen des Mitarbeiterrabatts | Kestrel', description: 'Die Bedingungen des Kestrel-Mitarbeiterrabatts.' },
    eyebrow: 'Rechtliches',
    title: 'Bedingungen des Mitarbeiterrabatts',
    intro: 'Was unsere Mitarbeitenden annehmen, bevor ihr Rabatt gilt.',
    body:
      '<p>Der Mitarbeiterrabatt ist für dich und die Mitglieder deines Haushalts zum eigenen Gebrauch bestimmt. Damit gekaufte Artikel dürfen nicht weiterverkauft werden.</p>' +
      '<p>Er gilt für Einkäufe bis zu deinem Jahreslimit, gezählt vom 1. Januar bis 31. Dezember auf den Betrag nach anderen Rabatten. Einkäufe über dem Limit kosten den vollen Preis.</p>' +
      '<p>Der Rabatt endet mit deinem Arbeitsverhältnis; bei Missbrauch kann er entzogen werden. Du nimmst diese Bedingungen einmal in deinem Konto an, bevor der Rabatt gilt.</p>',
  },
};
