import type { KestrelCopy } from '../copy';
import { info } from './info';

/** Les pages « À propos » et la page 404, en français de France. */
export const pages: KestrelCopy['pages'] = {
  about: {
    seo: { title: 'À propos de Kestrel', description: 'Qui nous sommes, comment nous fabriquons nos chaussures et pourquoi nous courons.' },
    eyebrow: 'À propos',
    title: 'Pensé pour les coureurs des villes',
    intro:
      'Kestrel conçoit des chaussures et des vêtements de running pour celles et ceux qui courent avant le travail, à la nuit tombée et par tous les temps.',
    body:
      '<p>Chaque chaussure est testée par nos clubs de course à Londres, Paris et Berlin avant sa mise en vente. Si nos coureurs ne la choisissent pas un mardi pluvieux de novembre, elle retourne sur la planche à dessin.</p>' +
      '<p>Nous sommes une équipe de 180 designers, ingénieurs et coureurs, avec des studios à Londres et à Berlin, et nous chaussons toujours nos baskets ensemble chaque jeudi soir.</p>',
    teasers: {
      ourStory: 'D’un club de course au bord d’un canal à 12 villes d’Europe.',
      sustainability: 'Matières recyclées, reprise des chaussures et trajectoire vers la neutralité carbone.',
    },
  },
  ourStory: {
    seo: {
      title: 'Notre histoire | Kestrel',
      description: 'Comment un club de course du jeudi soir, au bord du Regent’s Canal, est devenu Kestrel.',
    },
    eyebrow: 'Depuis 2011',
    title: 'Notre histoire',
    intro: 'Un club de course du jeudi soir, une passion commune pour les chaussures rapides et un appartement dans l’est de Londres.',
    body:
      '<p>En 2011, Priya Shah et Lukas Brandt lancent une sortie du jeudi soir le long du Regent’s Canal. Un an plus tard, 200 personnes sont au rendez-vous, et la plupart posent la même question : où trouver une chaussure légère et honnête pour courir en ville ?</p>' +
      '<p>Priya et Lukas en dessinent donc une. La première Kestrel, la Tempo, est fabriquée dans un petit atelier familial du nord du Portugal et s’écoule en un seul week-end sur un stand du marché de Hackney.</p>' +
      '<p>Aujourd’hui, la <strong>Tempo Carbon 3</strong> porte le même nom et la même idée. Kestrel compte désormais des studios à Londres et à Berlin et des clubs dans 12 villes d’Europe, mais le jeudi reste le soir du club.</p>',
  },
  sustainability: {
    seo: {
      title: 'Développement durable | Kestrel',
      description: 'Nos matières, notre programme de reprise des chaussures et nos objectifs climatiques, avec des bilans honnêtes.',
    },
    eyebrow: 'Nos engagements',
    title: 'Conçues pour durer',
    intro: 'Courir ne devrait laisser que des empreintes de pas. Nous n’y sommes pas encore, et nous rendons compte chaque année du chemin parcouru.',
    body:
      '<p><strong>Matières.</strong> 70 % de nos tiges sont désormais en polyester recyclé, et nos nouvelles mousses contiennent 20 % de matières d’origine végétale.</p>' +
      '<p><strong>Reprise.</strong> Rapportez dans un magasin Kestrel n’importe quelle paire de chaussures de running usée, quelle que soit la marque. L’an dernier, nous avons collecté plus de 40 000 paires, transformées en revêtements de piste d’athlétisme.</p>' +
      '<p><strong>Climat.</strong> Nous nous engageons à réduire nos émissions de moitié d’ici 2030 et publions chaque printemps notre bilan carbone complet.</p>',
  },
  info,
  notFound: {
    seo: { title: 'Page introuvable | Kestrel', description: 'Désolés, la page que vous cherchez est introuvable.' },
    title: 'Cette page est introuvable',
    text: 'On dirait que ce parcours est fermé. Revenez à l’accueil ou accélérez avec l’un de nos favoris ci-dessous.',
    home: 'Retour à l’accueil',
    popularTitle: 'Les plus populaires',
  },
};
