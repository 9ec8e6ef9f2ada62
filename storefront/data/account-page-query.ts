import { isNotFound, loadMessages, type AugmentedPage, type MessageKey } from '../../runtime/core';
import type { ContentResponse } from '../../schemas';
import type { PageQuery } from './page-query';

/**
 * The critical query of an account page (account, sign-up, forgot and reset password): the site's augmented page of
 * `page` when its editors made one (spec 001 §7 has `account` and `sign-up`), else a built-in one titled from the
 * catalogue, never indexed. The forms are the page, whatever content there is around them: a store without that
 * document still lets shoppers in. `key` names the built-in page (the password pages have no augmented page).
 */
export const accountPageQuery =
  (key: string, title: MessageKey, page?: AugmentedPage): PageQuery =>
  async ({ api, mode, site }) => {
    if (page) {
      try {
        return { doc: await api.content.augmentedPage(mode, site.siteId, page) };
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    const t = await loadMessages(site.locale.tag);
    const name = `${t(title)} | ${site.brand.name}`;
    const doc: ContentResponse = {
      id: `built-in-${key}`,
      siteId: site.siteId,
      docType: 'augmentedpage',
      key,
      name,
      version: 0,
      status: 'published',
      publishAt: null,
      data: { seo: { title: name, description: '', noIndex: true }, sections: [] },
    };
    return { doc };
  };
