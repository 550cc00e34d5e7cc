/**
 * Abbreviations journals print without a definition, so a manuscript that never defines them is
 * not at fault. The formats set no list of their own; this follows what medical journals print
 * unexpanded (AMA Manual of Style's list of terms JAMA journals need not expand, the Lancet's and
 * BMJ's house lists): genetic material, HIV/AIDS, countries and international bodies, statistics
 * readers know (CI, SD, SE, IQ), units and time, degrees, identifiers (DOI, ISBN, trial registries),
 * reporting guidelines and bibliographic databases, and software names. ICU, GP, ANOVA, GRADE, CDC,
 * FDA, NIH, OR, HR, RR, IQR, BMI, SQL, API, GIDEON and the like are spelt out at first use by those journals, so they
 * are not listed.
 */
const WORDS = [
  // Genetic material, infections and bodies everyone reads
  'DNA RNA mRNA rRNA tRNA cDNA mtDNA miRNA siRNA lncRNA HIV AIDS COVID SARS PCR',
  // Countries, unions and international organisations
  'UK USA US EU UN WHO NHS UNICEF NATO',
  // Statistics readers know
  'CI SD SE IQ',
  // Units, time, currency, measures
  'IU MHz GHz kHz kDa mmHg USD GBP EUR AM PM BC AD BCE CE',
  // Identifiers, registries, reporting guidelines, databases and software
  'ID DOI ISBN ISSN PMID PMCID NCT ISRCTN URL PDF HTML XML JSON CSV PROSPERO PRISMA CONSORT STROBE STARD CARE ' +
    'SPIRIT MOOSE COREQ SRQR CHEERS TRIPOD AGREE ARRIVE MEDLINE EMBASE CINAHL PsycINFO SPSS SAS STATA MeSH JSTOR ERIC AGRIS LILACS CNKI TV GPS IT AI PC',
  // Degrees, titles, publishers and journals named by their letters
  'IBM MD PhD MSc BSc MPH MBBS BA MA RN DrPH FRCP CEO MIT UCL BMJ JAMA NEJM PLOS',
  // Words in capitals for emphasis or in search strings, and "OK"
  'NO YES AND NOT ALL ANY NB ETC OK ONLY NONE',
  // Molecules and immunoglobulin classes named by their letters in every textbook
  'ATP ADP AMP NADH NADPH GTP Ig IgA IgD IgE IgG IgM',
  // Companies known by their letters
  'QIAGEN',
];

export const STANDARD_UNDEFINED: ReadonlySet<string> = new Set(WORDS.join(' ').split(/\s+/u));

/**
 * Of those, the ones a use before the document's own definition, or in the part that does not
 * define them, is no fault for (95% CI, IQ, 16S rRNA): a definition the authors give is still judged.
 */
export const STANDARD_BEFORE_DEFINITION: ReadonlySet<string> = new Set(
  'CI IQ DNA RNA mRNA rRNA tRNA cDNA mtDNA HIV AIDS UK USA US EU UN WHO COVID SARS'.split(' '),
);
