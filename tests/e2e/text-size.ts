/**
 * Text >= 14 px (issue 26): every visible piece of text on the page — text nodes, form controls'
 * values and placeholders, and CSS-generated text (::before / ::after content) — with its computed
 * font size. A screen reader's visually hidden text (1 px boxes) is not seen, so not measured.
 */
import { expect, type Page } from '@playwright/test';

export const MIN_TEXT_PX = 14;

/** Each visible text below `MIN_TEXT_PX`, as "13px "text" in <tag.class>", on the page as it is now. */
export async function smallText(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const seen = (el: Element): boolean => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const where = (el: Element) =>
      `<${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''}>`;
    const small: string[] = [];
    const note = (el: Element, size: string, text: string) => {
      if (Number.parseFloat(size) < min) small.push(`${size} "${text.trim().slice(0, 40)}" in ${where(el)}`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(parent.tagName)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || !seen(parent)) continue;
      note(parent, getComputedStyle(parent).fontSize, node.textContent);
    }
    for (const el of document.querySelectorAll('input, select, textarea, button')) {
      if (!seen(el)) continue;
      const control = el as HTMLInputElement;
      const text = control.value || control.placeholder || '';
      if (text.trim() && !['checkbox', 'radio', 'hidden', 'range'].includes(control.type))
        note(el, getComputedStyle(el).fontSize, text);
    }
    for (const el of document.querySelectorAll('body *')) {
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const content = style.content;
        if (!content || content === 'none' || content === 'normal' || content === '""' || !seen(el)) continue;
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const text = content.startsWith('attr(') ? (el.getAttribute(content.slice(5, -1)) ?? '') : content;
        if (text.replace(/["']/g, '').trim()) note(el, style.fontSize, `${pseudo} ${text}`);
      }
    }
    return small;
  }, MIN_TEXT_PX);
}

/** Fails, naming each piece, when any visible text on the page is smaller than 14 px. */
export async function expectReadableText(page: Page, where: string): Promise<void> {
  expect(await smallText(page), `text under ${MIN_TEXT_PX} px on ${where}`).toEqual([]);
}
