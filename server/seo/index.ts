export { seoRoutes, type SeoRoutesOptions } from './routes';
export { robotsTxt } from './robots';
export { createSitemaps, sitemapSite, type Sitemaps } from './sitemap';
export { escapeXml, sitemapIndexXml, urlsetXml, w3cDateTime, type SitemapAlternate, type SitemapRef, type SitemapUrl } from './sitemap-xml';
