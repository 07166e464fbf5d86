/**
 * The live preview shows rich text the user has not saved yet, so the server's sanitiser has
 * not seen it. It is parsed into an inert `<template>` (no script runs, no image loads while
 * parsing) and rebuilt from an allow-list close to the server's (`core/rich-text.ts`): the
 * editor's own tags, links to http(s) or the site, images from `/uploads/`, a colour style.
 */
const TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'A',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'SPAN',
  'MARK',
  'IMG',
  'HR',
  'CODE',
  'PRE',
]);
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|#|mailto:)/i;
const SAFE_SRC = /^\/uploads\//;
const SAFE_STYLE = /^\s*(color|font-size)\s*:\s*[#\w\s.,()%-]+;?\s*$/i;

function clean(source: Node, target: Node) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    if (!TAGS.has(element.tagName)) {
      // an unknown wrapper keeps its text, a script or style keeps nothing
      if (!['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(element.tagName)) {
        clean(element, target);
      }
      continue;
    }
    const copy = document.createElement(element.tagName.toLowerCase());
    const href = element.getAttribute('href');
    if (element.tagName === 'A' && href && SAFE_HREF.test(href.trim())) {
      copy.setAttribute('href', href.trim());
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    const src = element.getAttribute('src');
    if (element.tagName === 'IMG') {
      if (!src || !SAFE_SRC.test(src)) continue;
      copy.setAttribute('src', src);
      copy.setAttribute('alt', element.getAttribute('alt') ?? '');
    }
    const style = element.getAttribute('style');
    if (style && SAFE_STYLE.test(style)) copy.setAttribute('style', style);
    clean(element, copy);
    target.appendChild(copy);
  }
}

export function previewHtml(html: string): string {
  if (!html.includes('<')) {
    const text = document.createElement('p');
    text.textContent = html;
    return html ? text.outerHTML : '';
  }
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createElement('div');
  clean(template.content, out);
  return out.innerHTML;
}
