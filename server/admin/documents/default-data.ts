import type { DocType } from '../../../schemas';
import { randomId } from '../../../runtime/core';

/**
 * The data of a new document of each docType: the smallest content that renders and publishes (it passes
 * `contentIssues`). Pages get one empty `main` section and their name as SEO title; menus and footers their one
 * block, empty; espots match every page and add nothing until given sections.
 */
export function defaultData(docType: DocType, name: string): Record<string, unknown> {
  switch (docType) {
    case 'page':
    case 'augmentedpage':
    case 'category':
    case 'product':
    case 'search':
      return { sections: [{ name: 'main', items: [] }], seo: { title: name, description: '' } };
    case 'espot':
      return { routePattern: '*', sections: [] };
    case 'fragment':
      return { sections: [{ name: 'main', items: [] }] };
    case 'menu':
      return { id: randomId(), type: 'megaMenu', items: [] };
    case 'footer':
      return { id: randomId(), type: 'footer', columns: [], social: [], showLocaleSelector: true };
    case 'popups':
      return { popups: [] };
  }
}
