import { imageUrlProblem, linkProblem } from '../../schemas';

/**
 * What every sanitizer of rich text does to each element after DOMPurify's own rules (the server's, the preview's and
 * the editor's field share it): a link or picture whose address the content's own link and picture rules refuse
 * (`/\evil.example`, `//host`, tabs inside, any scheme but http(s), mailto and tel) loses it, as a link field's would
 * be refused at publish; a link opening a new tab does not hand the opener to the page it opens.
 */
export function secureRichTextNode(node: Element): void {
  const href = node.getAttribute('href');
  if (href !== null && linkProblem(href) !== undefined) node.removeAttribute('href');
  const src = node.tagName === 'IMG' ? node.getAttribute('src') : null;
  if (src !== null && imageUrlProblem(src) !== undefined) node.removeAttribute('src');
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}
