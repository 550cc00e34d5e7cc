/**
 * A drop-in for `react-style-singleton` (used by react-remove-scroll inside Radix's Select,
 * DropdownMenu and Dialog overlay) that keeps our Content-Security-Policy quiet (issue 26).
 *
 * The original writes its rules into a new <style> element; `style-src 'self'` refuses inline
 * <style> elements, so every open Select or menu logged a violation and its scroll lock did not
 * apply. This version gives the same rules to the page as a constructed stylesheet
 * (`document.adoptedStyleSheets`): styles our own script sets through the CSSOM, which CSP does not
 * govern — the same way React sets a `style` prop. The policy itself is unchanged: an injected
 * <style> or style attribute in the page's markup is still refused.
 *
 * Same exports and behaviour as react-style-singleton 2.2 (MIT): the styles are added when the
 * first user mounts and removed when the last unmounts. Vite aliases the package here
 * (vite.config.ts).
 */
import { useEffect } from 'react';

interface Sheet {
  add(style: string): void;
  remove(): void;
}

export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined' && 'adoptedStyleSheets' in document) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const gone = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: the original's dependency list, kept as it is
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  // biome-ignore lint/correctness/noComponentHookFactories: the package's API; react-remove-scroll calls it once, at module level
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
