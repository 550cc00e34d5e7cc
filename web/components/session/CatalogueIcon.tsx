/**
 * The catalogue names an icon per category and check (SPEC §3, lucide names). Only the icons the
 * catalogue uses are bundled; an unknown name falls back to a plain check mark.
 */
import {
  ArrowDown10,
  BookA,
  BookOpen,
  CaseSensitive,
  CircleCheck,
  ClipboardCheck,
  FileCheck,
  FileSearch,
  Footprints,
  GitCompareArrows,
  Hash,
  Languages,
  LayoutList,
  Link2Off,
  ListChecks,
  ListOrdered,
  Quote,
  Ruler,
  Scale,
  Sigma,
  SpellCheck,
  Tags,
  Users,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  'arrow-down-1-0': ArrowDown10,
  'book-a': BookA,
  'book-open': BookOpen,
  'case-sensitive': CaseSensitive,
  'clipboard-check': ClipboardCheck,
  'file-check': FileCheck,
  'file-search': FileSearch,
  footprints: Footprints,
  'git-compare-arrows': GitCompareArrows,
  hash: Hash,
  languages: Languages,
  'layout-list': LayoutList,
  'link-2-off': Link2Off,
  'list-checks': ListChecks,
  'list-ordered': ListOrdered,
  quote: Quote,
  ruler: Ruler,
  scale: Scale,
  sigma: Sigma,
  'spell-check': SpellCheck,
  tags: Tags,
  users: Users,
  'wand-sparkles': WandSparkles,
};

export function CatalogueIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? CircleCheck;
  return <Icon size={18} aria-hidden className="shrink-0 text-brand-700" />;
}
