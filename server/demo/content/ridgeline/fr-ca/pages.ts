import type { RidgelineCopy } from '../copy';
import { info } from './info';

/** Les pages « À propos » et la page 404, en français canadien. */
export const pages: RidgelineCopy['pages'] = {
  about: {
    seo: { title: 'À propos de Ridgeline', description: 'Qui nous sommes, d’où nous venons et ce qui nous anime.' },
    eyebrow: 'À propos',
    title: 'Nous fabriquons de l’équipement pour aller plus loin',
    intro:
      'Ridgeline conçoit des chaussures, des vêtements et des sacs pour les randonneurs, les coureurs en sentier et tous ceux qui préfèrent être dehors.',
    body:
      '<p>Tout ce que nous fabriquons est testé là où il sera utilisé : dans les lacets boueux des Chic-Chocs, sur le granit des Laurentides et sur les crêtes enneigées des Rocheuses. Si une botte ne survit pas à une saison avec notre équipe d’essai, elle n’arrive jamais en magasin.</p>' +
      '<p>Nous sommes une équipe de guides, de designers et de randonneurs du dimanche établie à Squamish, en Colombie-Britannique, et à Bend, en Oregon. Et nous répondons encore nous-mêmes à vos courriels.</p>',
    teasers: {
      ourStory: 'D’un garage en Oregon aux sentiers de toute l’Amérique du Nord.',
      sustainability: 'Matières recyclées, réparations à vie et bilans honnêtes.',
    },
  },
  ourStory: {
    seo: {
      title: 'Notre histoire | Ridgeline',
      description: 'Les débuts de Ridgeline : deux guides de montagne, une machine à coudre empruntée et une botte qui refusait d’abandonner.',
    },
    eyebrow: 'Depuis 1987',
    title: 'Notre histoire',
    intro: 'Deux guides de montagne, une machine à coudre empruntée et la conviction tenace que l’équipement doit durer.',
    body:
      '<p>En 1987, Anna Whitfield et Tom Reyes guidaient dans les Cascades et en avaient assez des bottes qui rendaient l’âme avant la fin de l’été. Ils ont refait les leurs dans un garage de Bend, en Oregon, et leurs amis se sont vite mis à en commander.</p>' +
      '<p>La première botte Ridgeline, la Trailhead, s’est écoulée à l’arrière d’une camionnette lors d’une course en sentier locale. Aujourd’hui, la <strong>Summit Trail GTX</strong> reprend la même idée : une botte cousue, ressemelable, qui s’améliore à chaque kilomètre.</p>' +
      '<p>Nous sommes maintenant 240 personnes aux États-Unis et au Canada, mais chaque nouveau produit naît encore en sentier, avec un croquis et un prototype couvert de boue.</p>',
  },
  sustainability: {
    seo: {
      title: 'Développement durable | Ridgeline',
      description: 'Nos matières, notre programme de réparation et nos cibles climatiques : les progrès accomplis et le travail qui reste à faire.',
    },
    eyebrow: 'Nos engagements',
    title: 'Moins, mais mieux',
    intro: 'Le manteau le plus durable, c’est celui que vous avez déjà. Nous concevons pour la réparation et publions nos progrès chaque année.',
    body:
      '<p><strong>Matières.</strong> 78 % des tissus de nos vêtements cette saison sont recyclés ou de source responsable, et tout notre duvet est certifié selon la norme Responsible Down Standard.</p>' +
      '<p><strong>Réparation.</strong> Notre atelier de Squamish a réparé plus de 5 000 manteaux, sacs et bottes l’an dernier, et chaque botte Ridgeline peut être ressemelée.</p>' +
      '<p><strong>Climat.</strong> Nous nous sommes engagés à réduire nos émissions de moitié d’ici 2030. Notre rapport d’impact annuel présente ce qui fonctionne… et ce qui ne fonctionne pas encore.</p>',
  },
  info,
  notFound: {
    seo: { title: 'Page introuvable | Ridgeline', description: 'La page que vous cherchez est introuvable.' },
    title: 'Impossible de trouver cette page',
    text: 'Le sentier que vous avez suivi semble avoir été emporté par la crue. Retournez à l’accueil ou empruntez l’un de nos parcours populaires ci-dessous.',
    home: 'Retour à l’accueil',
    popularTitle: 'Populaire en ce moment',
  },
};
