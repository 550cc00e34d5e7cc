/**
 * A category's or check's icon in the catalogue (SPEC §3, lucide names). The conformance test
 * holds every catalogue icon to a known one; a name the web app does not know (a server newer than
 * the bundle) shows a plain check mark and says so in the console.
 */
import { CircleCheck } from 'lucide-react';
import { CATALOGUE_ICONS } from './catalogue-icons.ts';

export function CatalogueIcon({ name }: { name: string }) {
  const Icon = CATALOGUE_ICONS[name];
  if (!Icon) {
    console.error(`Unknown catalogue icon "${name}": add it to web/components/session/catalogue-icons.ts`);
    return <CircleCheck size={18} aria-hidden className="shrink-0 text-brand-700" />;
  }
  return <Icon size={18} aria-hidden className="shrink-0 text-brand-700" />;
}
