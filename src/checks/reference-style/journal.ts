/**
 * Journal names under AMA and Vancouver (NLM): both print the NLM Catalog's abbreviation ("N Engl J
 * Med", "BMJ", "Am J Epidemiol"). No permissively licensed list of journal abbreviations can be had
 * from the npm registry (searched: issue 23), so the names the corpus and medical manuscripts cite
 * most are listed here from the NLM Catalog (a work of the US government, public domain); any
 * other name written in full is reported as "abbreviate the journal name", never restyled with
 * the full name kept (a half fix).
 */

/** Full or wrongly abbreviated names (lower case, "&" as "and", no final full stop) → NLM abbreviation. */
const NLM: Record<string, string> = {
  'new england journal of medicine': 'N Engl J Med',
  'the new england journal of medicine': 'N Engl J Med',
  'new engl j med': 'N Engl J Med',
  'n engl j med': 'N Engl J Med',
  'the lancet': 'Lancet',
  'the bmj': 'BMJ',
  'in vivo': 'In Vivo',
  'lancet (london, england)': 'Lancet',
  'journal of the american medical association': 'JAMA',
  'j am med assoc': 'JAMA',
  'the journal of the american medical association': 'JAMA',
  'jama internal medicine': 'JAMA Intern Med',
  'jama pediatrics': 'JAMA Pediatr',
  'american journal of epidemiology': 'Am J Epidemiol',
  'international journal of epidemiology': 'Int J Epidemiol',
  'journal of epidemiology and community health': 'J Epidemiol Community Health',
  'social science and medicine': 'Soc Sci Med',
  'social science and medicine (1982)': 'Soc Sci Med',
  'plos one': 'PLoS One',
  'plos medicine': 'PLoS Med',
  'plos neglected tropical diseases': 'PLoS Negl Trop Dis',
  'american journal of public health': 'Am J Public Health',
  'annals of internal medicine': 'Ann Intern Med',
  'archives of internal medicine': 'Arch Intern Med',
  'american sociological review': 'Am Sociol Rev',
  'demographic research': 'Demogr Res',
  'european journal of population': 'Eur J Popul',
  'fertility and sterility': 'Fertil Steril',
  'human reproduction': 'Hum Reprod',
  'journal of clinical epidemiology': 'J Clin Epidemiol',
  'statistics in medicine': 'Stat Med',
  'nature medicine': 'Nat Med',
  'nature communications': 'Nat Commun',
  'nature genetics': 'Nat Genet',
  'nature neuroscience': 'Nat Neurosci',
  'scientific reports': 'Sci Rep',
  'molecular psychiatry': 'Mol Psychiatry',
  'proceedings of the national academy of sciences': 'Proc Natl Acad Sci U S A',
  'proceedings of the national academy of sciences of the united states of america': 'Proc Natl Acad Sci U S A',
  'clinical infectious diseases': 'Clin Infect Dis',
  'journal of infectious diseases': 'J Infect Dis',
  'the journal of infectious diseases': 'J Infect Dis',
  'emerging infectious diseases': 'Emerg Infect Dis',
  'american journal of obstetrics and gynecology': 'Am J Obstet Gynecol',
  'obstetrics and gynecology': 'Obstet Gynecol',
  'bjog: an international journal of obstetrics and gynaecology': 'BJOG',
  'cochrane database of systematic reviews': 'Cochrane Database Syst Rev',
  'the cochrane database of systematic reviews': 'Cochrane Database Syst Rev',
  'the lancet infectious diseases': 'Lancet Infect Dis',
  'lancet infectious diseases': 'Lancet Infect Dis',
  'the lancet global health': 'Lancet Glob Health',
  'lancet global health': 'Lancet Glob Health',
  'the lancet psychiatry': 'Lancet Psychiatry',
  'the lancet public health': 'Lancet Public Health',
  'journal of the american society of nephrology': 'J Am Soc Nephrol',
  'clinical journal of the american society of nephrology': 'Clin J Am Soc Nephrol',
  'kidney international': 'Kidney Int',
  'nephrology dialysis transplantation': 'Nephrol Dial Transplant',
  'american journal of kidney diseases': 'Am J Kidney Dis',
  'psychological medicine': 'Psychol Med',
  'american journal of psychiatry': 'Am J Psychiatry',
  'the american journal of psychiatry': 'Am J Psychiatry',
  'british journal of psychiatry': 'Br J Psychiatry',
  'the british journal of psychiatry': 'Br J Psychiatry',
  'journal of affective disorders': 'J Affect Disord',
  'biological psychiatry': 'Biol Psychiatry',
  'journal of psychopharmacology': 'J Psychopharmacol',
  'environmental health perspectives': 'Environ Health Perspect',
  'environmental research': 'Environ Res',
  'journal of pediatrics': 'J Pediatr',
  'the journal of pediatrics': 'J Pediatr',
  'archives of disease in childhood': 'Arch Dis Child',
  'journal of hepatology': 'J Hepatol',
  'drug safety': 'Drug Saf',
  'american journal of gastroenterology': 'Am J Gastroenterol',
  'the american journal of gastroenterology': 'Am J Gastroenterol',
  'clinical gastroenterology and hepatology': 'Clin Gastroenterol Hepatol',
  'alimentary pharmacology and therapeutics': 'Aliment Pharmacol Ther',
  'nucleic acids research': 'Nucleic Acids Res',
  'genome biology': 'Genome Biol',
  'cell reports': 'Cell Rep',
  'journal of neuroscience': 'J Neurosci',
  'the journal of neuroscience': 'J Neurosci',
  'critical care medicine': 'Crit Care Med',
  'intensive care medicine': 'Intensive Care Med',
  'american journal of respiratory and critical care medicine': 'Am J Respir Crit Care Med',
  'critical care': 'Crit Care',
  'journal of medical internet research': 'J Med Internet Res',
  'tropical medicine and international health': 'Trop Med Int Health',
  'american journal of tropical medicine and hygiene': 'Am J Trop Med Hyg',
  'the american journal of tropical medicine and hygiene': 'Am J Trop Med Hyg',
  'vector-borne and zoonotic diseases': 'Vector Borne Zoonotic Dis',
  'vector borne and zoonotic diseases': 'Vector Borne Zoonotic Dis',
  'emerging microbes and infections': 'Emerg Microbes Infect',
  'brain stimulation': 'Brain Stimul',
  'clinical neurophysiology': 'Clin Neurophysiol',
  'neuroscience and biobehavioral reviews': 'Neurosci Biobehav Rev',
  'psychological bulletin': 'Psychol Bull',
  'behavior research methods': 'Behav Res Methods',
  'research synthesis methods': 'Res Synth Methods',
  'journal of child psychology and psychiatry': 'J Child Psychol Psychiatry',
  'journal of child psychology and psychiatry, and allied disciplines': 'J Child Psychol Psychiatry',
  'hypertension in pregnancy': 'Hypertens Pregnancy',
  'journal of oral rehabilitation': 'J Oral Rehabil',
  'community dentistry and oral epidemiology': 'Community Dent Oral Epidemiol',
  'quality of life research': 'Qual Life Res',
  'health and quality of life outcomes': 'Health Qual Life Outcomes',
};

/**
 * Words the NLM Catalog always shortens (the common title words of the ISO 4 rules), and the
 * articles, prepositions and conjunctions it drops: a name of two words or more holding one is
 * written in full.
 */
const FULL_WORDS = new Set(
  `journal journals research studies study medicine medical review reviews science sciences social
  international american british european clinical development epidemiology epidemiological
  psychology psychological psychiatric sociological sociology demographic demography
  population annals archives proceedings bulletin quarterly reports letters communications disease
  diseases infectious tropical environmental biology biological pharmacology therapeutics nutrition
  obstetrics gynecology gynaecology pediatrics paediatrics neurology surgery surgical oncology
  cardiology association society national academy university economic economics behavior behaviour
  behavioral behavioural systematic experimental molecular genetics immunology microbiology virology
  hospital nursing dental dentistry quality critical respiratory hepatology gastroenterology
  transplantation nephrology rehabilitation physiology neuroscience anaesthesia anesthesia
  preventive prevention primary general family practice english of the and for in on an`
    .split(/\s+/)
    .filter(Boolean),
);

const key = (name: string) =>
  name
    .trim()
    .replace(/\.$/, '')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

export type JournalName =
  | { kind: 'abbreviated'; name: string }
  | { kind: 'known'; name: string }
  | { kind: 'full'; name: string };

/**
 * The journal name as AMA and Vancouver print it: the NLM abbreviation when known ("British
 * Medical Journal" → "BMJ" from 1988 on), the name as written when it already reads as an
 * abbreviation or a one-word title ("Lancet", "Pediatrics"), or `full` when it is written in full
 * and its abbreviation is not known here.
 */
export function journalForNlm(name: string, year: number | undefined): JournalName {
  const k = key(name);
  if (k === 'british medical journal' || k === 'brit med j' || k === 'br med j') {
    // The BMJ's NLM title since 1988; earlier volumes are "Br Med J" (and its sub-series).
    if (year !== undefined && year >= 1988) return { kind: 'known', name: 'BMJ' };
    return { kind: 'full', name };
  }
  const known = NLM[k];
  if (known) return known === name.trim() ? { kind: 'abbreviated', name: known } : { kind: 'known', name: known };
  const words = k.split(/[\s/:,]+/).filter(Boolean);
  if (words.length >= 2 && words.some((w) => FULL_WORDS.has(w.replace(/[^\p{L}]/gu, ''))))
    return { kind: 'full', name };
  // NLM capitalises every word of an abbreviation: "Pregnancy hypertension" is the full name
  // written in lower case ("Pregnancy Hypertens").
  const written = name
    .trim()
    .split(/[\s/:,]+/)
    .filter(Boolean);
  if (written.length >= 2 && written.some((w) => /^\p{Ll}/u.test(w))) return { kind: 'full', name };
  return { kind: 'abbreviated', name };
}
