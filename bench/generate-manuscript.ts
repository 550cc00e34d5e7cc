/**
 * The generated manuscripts `npm run bench:docx` reads beside the corpus's largest article: a
 * 100,000-word manuscript in the lightest markup and one written the way Word writes it.
 */
import { strToU8, zipSync } from 'fflate';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const WORDS =
  'the patients in both groups were randomised to receive treatment and outcomes were measured at baseline three months and twelve months after the intervention while adverse events were recorded'.split(
    ' ',
  );

function para(text: string, style?: string): string {
  return `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

/**
 * A paragraph as Word writes it after some editing: the text split into runs of a few words
 * (revision-save ids, a proofing mark, an italic phrase, a bookmark), a superscript citation.
 */
function wordLikePara(words: string[], citation: number): string {
  const runs: string[] = [];
  for (let i = 0; i < words.length; i += 8) {
    const chunk = words.slice(i, i + 8).join(' ');
    const italic = i % 32 === 8;
    runs.push(
      `<w:r w:rsidR="00A1B2C3" w:rsidRPr="00D4E5F6"><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/>${italic ? '<w:i/>' : ''}<w:lang w:val="en-GB"/></w:rPr><w:t xml:space="preserve">${chunk} </w:t></w:r>`,
    );
    if (i % 40 === 16)
      runs.push(
        '<w:proofErr w:type="spellStart"/><w:bookmarkStart w:id="1" w:name="_Ref1"/><w:bookmarkEnd w:id="1"/><w:proofErr w:type="spellEnd"/>',
      );
  }
  runs.push(`<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:t>${citation}</w:t></w:r>`);
  return `<w:p w:rsidR="00A1B2C3" w:rsidRDefault="00A1B2C3" w:rsidP="00F0F0F0"><w:pPr><w:spacing w:after="120" w:line="360" w:lineRule="auto"/><w:jc w:val="both"/></w:pPr>${runs.join('')}</w:p>`;
}

/**
 * A manuscript of `target` words: title, structured abstract, sections with citations,
 * references. `wordLike` writes each paragraph the way Word does after editing (many runs with
 * properties); otherwise one run per 120-word paragraph, the lightest possible markup.
 */
export function generateManuscript(target: number, wordLike = false): Uint8Array {
  const body: string[] = [para('A generated randomised trial manuscript', 'Title'), para('Abstract', 'Heading1')];
  for (const label of ['Background', 'Methods', 'Results', 'Conclusions']) {
    body.push(
      `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${label}: </w:t></w:r><w:r><w:t>${WORDS.slice(0, 25).join(' ')}.</w:t></w:r></w:p>`,
    );
  }
  body.push(para('Keywords: trial; depression; primary care'));
  let words = 0;
  let n = 0;
  const sections = ['Introduction', 'Methods', 'Results', 'Discussion'];
  for (let s = 0; words < target; s++) {
    body.push(para(sections[s % sections.length] ?? 'Section', 'Heading1'));
    for (let p = 0; p < 40 && words < target; p++) {
      const sentence: string[] = [];
      for (let i = 0; i < 120; i++) sentence.push(WORDS[(n + i) % WORDS.length] ?? 'word');
      n++;
      if (wordLike) {
        body.push(wordLikePara(sentence, (n % 50) + 1));
        words += sentence.length;
        continue;
      }
      sentence.push(`[${(n % 50) + 1}]`);
      body.push(para(`${sentence.join(' ')}.`));
      words += sentence.length;
    }
  }
  body.push(para('References', 'Heading1'));
  for (let r = 1; r <= 50; r++)
    body.push(para(`${r}. Author A, Author B. A study of things ${r}. J Things. 2010;${r}:1-10.`));
  const styles = `<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style></w:styles>`;
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    ),
    'word/styles.xml': strToU8(styles),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body.join('')}</w:body></w:document>`,
    ),
  });
}
