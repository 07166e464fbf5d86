import {
  isSecretPlaceholder,
  isWholeHrefPlaceholder,
  placeholdersIn,
  secretPlaceholdersIn,
} from '@backoffice/contract/email-templates';

/**
 * The password-link placeholders of a body written where the server refuses them
 * (`SECRET_PLACEHOLDER_OUTSIDE_LINK`, REQ-SEC-4): in any attribute but the whole `href` of a
 * link, e.g. an image's address. Said on the field before saving, with the names.
 */
export function misplacedSecretPlaceholders(html: string): string[] {
  if (secretPlaceholdersIn(html).length === 0) return [];
  const template = document.createElement('template');
  template.innerHTML = html; // inert: nothing in a template loads or runs
  const misplaced = new Set<string>();
  for (const element of template.content.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const wholeHref =
        element.localName === 'a' &&
        attribute.name === 'href' &&
        isWholeHrefPlaceholder(attribute.value);
      if (wholeHref) continue;
      for (const name of placeholdersIn(attribute.value)) {
        if (isSecretPlaceholder(name)) misplaced.add(name);
      }
    }
  }
  return [...misplaced];
}
