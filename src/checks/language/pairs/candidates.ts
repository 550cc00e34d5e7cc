/**
 * Candidate UK/US spelling pairs, written by hand for medical and scientific prose. They are not
 * used directly: build-pairs.ts expands the families, keeps only the pairs that the Hunspell
 * dictionaries (dictionary-en, dictionary-en-gb) or the scientific word lists of each variety
 * confirm, and writes uk-us-pairs.json, which a test re-validates.
 *
 * Deliberately absent (wrong for medical journals or ambiguous without meaning):
 * fetus/foetus and fetal (UK journals print "fetus"), drug names (estradiol, sulfasalazine,
 * cefalexin: INN spellings are used in both), meter (a device in both), rigor (rigors are the
 * same in both), tumorigenesis, leukocyte, judgment/judgement and acknowledgment/acknowledgement (both
 * accepted in both varieties), tire/tyre, check/cheque, story/storey, draft/draught,
 * inquiry/enquiry, humoral (same in both).
 */

/** Who may be corrected: 'both' directions, or only UK forms in a US document ('to-us'). */
export type Direction = 'both' | 'to-us';

export type PairKind = 'ize' | 'yse' | 'other';

export interface Candidate {
  us: string;
  uk: string;
  kind: PairKind;
  direction: Direction;
  /**
   * The pair this one is derived from by the same regular change (a suffix, or the same
   * "hem" → "haem" substitution). A derived pair stands or falls with its root: the medical
   * UK forms are often missing from every dictionary, while their roots are there.
   */
  root?: { us: string; uk: string };
}

// "us uk suffix,suffix" — each suffix is added to both forms; "-" keeps the bare form only.
const FAMILIES = `
color colour -,s,ed,ing,ful,less,ation,ings
behavior behaviour -,s,al,ally
favor favour -,s,ed,ing,able,ably,ite,ites
unfavorable unfavourable -
honor honour -,s,ed,ing,able
humor humour -
labor labour -,s,ed,ing,er,ers
neighbor neighbour -,s,ing,hood,hoods
tumor tumour -,s
odor odour -,s,less
vapor vapour -,s
harbor harbour -,s,ed,ing
rumor rumour -,s
vigor vigour -
endeavor endeavour -,s,ed,ing
savior saviour -
flavor flavour -,s,ed,ing
armor armour -
center centre -,s,d
epicenter epicentre -
fiber fibre -,s
liter litre -,s
milliliter millilitre -,s
microliter microlitre -,s
deciliter decilitre -,s
nanoliter nanolitre -,s
centimeter centimetre -,s
millimeter millimetre -,s
kilometer kilometre -,s
nanometer nanometre -,s
theater theatre -,s
caliber calibre -
specter spectre -
somber sombre -
luster lustre -
meager meagre -
titer titre -,s
maneuver manoeuvre -,s,ed,ing
gray grey -,s,ish
aging ageing -
catalog catalogue -,s,ed
analog analogue -,s
dialog dialogue -,s
defense defence -,s,less
offense offence -,s
pretense pretence -
artifact artefact -,s
plow plough -,s,ed
mold mould -,s,y
smolder smoulder -,s,ing
mustache moustache -
pajamas pyjamas -
skeptical sceptical -
skeptic sceptic -,s
skepticism scepticism -
jewelry jewellery -
cozy cosy -
aluminum aluminium -
enroll enrol -
enrollment enrolment -,s
enrolls enrols -
fulfill fulfil -,s
fulfillment fulfilment -
skillful skilful -,ly
willful wilful -,ly
installment instalment -,s
instill instil -,s
distill distil -,s
`;

// Medical ae/oe spellings: "root_us root_uk | us_part>uk_part | derived US words". Each derived
// UK form is its US form with the same substitution as the root.
const SUBSTITUTIONS = `
hemoglobin haemoglobin | hem>haem | hemoglobins hemoglobinopathy hemoglobinopathies hematology hematological hematologic hematologist hematologists hemorrhage hemorrhages hemorrhaged hemorrhagic hematoma hematomas hemolysis hemolytic hemophilia hemodialysis hemodynamic hemodynamics hemodynamically hemostasis hemostatic hematuria hemoptysis hematopoietic hematopoiesis hematocrit hemangioma hemangiomas hematoxylin hemochromatosis hemorrhoids hemorrhoidal
anemia anaemia | emia>aemia | anemias leukemia leukemias ischemia septicemia bacteremia viremia toxemia uremia hypoglycemia hyperglycemia normoglycemia hypoxemia hyperkalemia hypokalemia hyponatremia hypernatremia hypocalcemia hypercalcemia hyperlipidemia dyslipidemia hypercholesterolemia hyperuricemia
anemic anaemic | emic>aemic | leukemic ischemic uremic glycemic hypoglycemic hyperglycemic normoglycemic hypoxemic dyslipidemic
edema oedema | ed>oed | edemas edematous
esophagus oesophagus | es>oes | esophageal esophagitis
estrogen oestrogen | es>oes | estrogens estrogenic
diarrhea diarrhoea | rhea>rhoea | diarrheal
gynecology gynaecology | ec>aec | gynecological gynecologic gynecologist gynecologists
pediatric paediatric | ped>paed | pediatrics pediatrician pediatricians
orthopedic orthopaedic | ped>paed | orthopedics
etiology aetiology | et>aet | etiological etiologic
dyspnea dyspnoea | pnea>pnoea | apnea orthopnea tachypnea hypopnea
celiac coeliac | cel>coel | celiacs
cesarean caesarean | ces>caes | cesareans
feces faeces | fec>faec | fecal
ameba amoeba | ameb>amoeb | amebas amebic amebiasis
anesthesia anaesthesia | esthe>aesthe | anesthetic anesthetics anesthetist anesthetists anesthesiology anesthesiologist anesthesiologists paresthesia paresthesias
`;

// UK forms only corrected in US documents: the US form is also right in UK usage for some
// meanings (a computer program, the verb to license, IUPAC sulfur, a court's judgment).
const TO_US_ONLY = `
program programme -,s
license licence -,s
practice practise -,d,s
practicing practising -
sulfur sulphur -
sulfate sulphate -,s
sulfide sulphide -,s
sulfonylurea sulphonylurea -,s
`;

// US single l / UK double l before a suffix: "model" → modeled / modelled.
const DOUBLE_L = `model label counsel cancel travel signal fuel level channel tunnel equal dial total marvel pencil quarrel rival shovel spiral initial panel pedal libel jewel`;
const DOUBLE_L_SUFFIXES = ['ed', 'ing', 'er', 'ers', 'or', 'ors', 'ous'];

// -ize (US, Oxford) / -ise (UK) stems.
const IZE_STEMS = `random organ hospital character minim maxim recogn standard summar categor priorit util normal optim
general emphas critic special real stabil immun sensit desensit metabol mobil immobil local visual hypothes final apolog
stigmat author harmon neutral computer digit fertil steril catheter vapor polar ion homogen individual conceptual contextual
operational personal theor trivial memor equal central decentral capital commercial industrial internal external legal
marginal rational familiar global modern moral social symbol synchron synthes urban victim jeopard legitim mechan magnet
monopol oxid pasteur pressur scrutin sympath terror traumat vocal revolution sensation serial subsid institutional dramat
energ euthan fossil galvan hybrid initial liberal plagiar popular radical tranquil union colon polymer crystall
parameter medical vascular revascular mineral demineral epitom dichotom canon vandal tantal`;
const IZE_SUFFIXES = ['ize', 'izes', 'ized', 'izing', 'ization', 'izations', 'izer', 'izers', 'izable'];

const YSE_STEMS = `analy paraly cataly dialy hydroly electroly autoly`;
const YSE_SUFFIXES = ['ze', 'zes', 'zed', 'zing', 'zer', 'zers'];

function expand(table: string, direction: Direction): Candidate[] {
  const out: Candidate[] = [];
  for (const line of table.trim().split('\n')) {
    const [us, uk, suffixes] = line.trim().split(/\s+/);
    if (!us || !uk || !suffixes) continue;
    for (const suffix of suffixes.split(',')) {
      const add = suffix === '-' ? '' : suffix;
      const candidate: Candidate = { us: us + add, uk: uk + add, kind: 'other', direction };
      if (add) candidate.root = { us, uk };
      out.push(candidate);
    }
  }
  return out;
}

function substitutions(table: string): Candidate[] {
  const out: Candidate[] = [];
  for (const line of table.trim().split('\n')) {
    const [head, change, derived] = line.split('|').map((part) => part.trim());
    const [us, uk] = (head ?? '').split(/\s+/);
    const [from, to] = (change ?? '').split('>');
    if (!us || !uk || !from || to === undefined) continue;
    out.push({ us, uk, kind: 'other', direction: 'both' });
    for (const word of (derived ?? '').split(/\s+/).filter(Boolean)) {
      if (!word.includes(from)) throw new Error(`${word} does not contain ${from}`);
      out.push({ us: word, uk: word.replace(from, to), kind: 'other', direction: 'both', root: { us, uk } });
    }
  }
  return out;
}

function stems(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

export function candidates(): Candidate[] {
  const out = [...expand(FAMILIES, 'both'), ...substitutions(SUBSTITUTIONS), ...expand(TO_US_ONLY, 'to-us')];
  for (const stem of stems(DOUBLE_L)) {
    for (const suffix of DOUBLE_L_SUFFIXES)
      out.push({ us: stem + suffix, uk: `${stem}l${suffix}`, kind: 'other', direction: 'both' });
  }
  for (const stem of stems(IZE_STEMS)) {
    const root = { us: `${stem}ize`, uk: `${stem}ise` };
    for (const suffix of IZE_SUFFIXES) {
      const candidate: Candidate = {
        us: stem + suffix,
        uk: stem + suffix.replace('z', 's'),
        kind: 'ize',
        direction: 'both',
      };
      if (suffix !== 'ize') candidate.root = root;
      out.push(candidate);
    }
  }
  for (const stem of stems(YSE_STEMS)) {
    const root = { us: `${stem}ze`, uk: `${stem}se` };
    for (const suffix of YSE_SUFFIXES) {
      const candidate: Candidate = {
        us: stem + suffix,
        uk: stem + suffix.replace('z', 's'),
        kind: 'yse',
        direction: 'both',
      };
      if (suffix !== 'ze') candidate.root = root;
      out.push(candidate);
    }
  }
  return out;
}
