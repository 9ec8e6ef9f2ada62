import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../schemas';
import type { Database } from '../db/index';
import { ApiError } from '../http/api-error';
import { publicOrigin, type PublicOriginOptions } from '../http/public-origin';
import { robotsTxt } from './robots';
import { createSitemaps, sitemapSite } from './sitemap';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

export interface SeoRoutesOptions extends PublicOriginOptions {
  readonly db: Database;
}

/** Crawlers may keep these answers for five minutes: a publish shows in them soon after. */
const CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

/** `en-us.xml` in any case → its locale as written; undefined for any other name. */
const sitemapLocale = (file: string): string | undefined => /^([a-z]{2}-[a-z]{2})\.xml$/i.exec(file)?.[1];

/**
 * What crawlers read: `GET /robots.txt`, the sitemap index `GET /sitemap.xml` and each locale's sitemap
 * `GET /sitemap/{locale}.xml`, from the published content and the catalogue, with links at the public origin
 * (the rule the pages follow). A locale spelled in capitals is redirected to its own spelling; another name is a 404.
 */
export const seoRoutes: FastifyPluginCallbackZod<SeoRoutesOptions> = (app, options, done) => {
  const sitemaps = createSitemaps(options.db);

  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicOrigin(request, options))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = sitemapIndexXml(await sitemaps.index(publicOrigin(request, options)));
    return reply.header('cache-control', CACHE_CONTROL).type(XML).send(xml);
  });

  app.get('/sitemap/:file', { schema: { params: z.object({ file: text() }) } }, async (request, reply) => {
    const { file } = request.params;
    const locale = sitemapLocale(file);
    const spelled = locale?.toLowerCase();
    if (locale !== undefined && spelled !== undefined && locale !== spelled && sitemapSite(spelled)) {
      return reply.code(301).header('cache-control', CACHE_CONTROL).redirect(`/sitemap/${spelled}.xml`, 301);
    }
    const urls = locale === undefined ? undefined : await sitemaps.urls(locale, publicOrigin(request, options));
    if (!urls) throw ApiError.notFound(`No sitemap /sitemap/${file}: a sitemap is /sitemap/{locale}.xml for a locale of the store`);
    return reply.header('cache-control', CACHE_CONTROL).type(XML).send(urlsetXml(urls));
  });
  done();
};
