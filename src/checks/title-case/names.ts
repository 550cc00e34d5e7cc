/**
 * Multi-word proper names that medical titles carry and that no single word gives away: places
 * that name diseases, viruses and cohorts ("Rift Valley fever", "West Nile virus", "Sierra
 * Leone"), written capitalised whatever the title's case. The Hunspell dictionaries list single
 * proper nouns ("Ebola", "Norway", "Hodgkin"); a name of ordinary words ("Rift", "Valley") is
 * known only as a phrase. Kept as written when the title already capitalises it, and restored
 * when a title writes it in lower case ("rift valley fever" → "Rift Valley fever").
 */
export const PLACE_NAMES: readonly string[] = [
  'Rift Valley',
  'West Nile',
  'Murray Valley',
  'Ross River',
  'Barmah Forest',
  'Kyasanur Forest',
  'Rocky Mountain',
  'Crimean-Congo',
  'Middle East',
  'Sierra Leone',
  'South Africa',
  'South Sudan',
  'North America',
  'South America',
  'Latin America',
  'Central America',
  'East Africa',
  'West Africa',
  'Southern Africa',
  'Sub-Saharan Africa',
  'South Asia',
  'South-East Asia',
  'Southeast Asia',
  'East Asia',
  'New Zealand',
  'New York',
  'New South Wales',
  'Hong Kong',
  'Saudi Arabia',
  'Sri Lanka',
  'Burkina Faso',
  'Costa Rica',
  'Puerto Rico',
  'El Salvador',
  'United Kingdom',
  'United States',
  'United Arab Emirates',
  'Czech Republic',
  'Democratic Republic of the Congo',
  'Papua New Guinea',
  'Cape Town',
  'Rio de Janeiro',
  'São Paulo',
  'Sao Paulo',
  'Los Angeles',
  'San Francisco',
  'Northern Ireland',
  'Great Britain',
  'Western Cape',
  'Amazon Basin',
  'Mekong Delta',
];

/** Offsets in `title` of the words of a known multi-word name, matched whatever their case. */
export function placeNameWords(title: string): Map<number, string> {
  const words = new Map<number, string>();
  const lower = title.toLowerCase();
  for (const name of PLACE_NAMES) {
    const target = name.toLowerCase();
    for (let at = lower.indexOf(target); at !== -1; at = lower.indexOf(target, at + 1)) {
      const before = lower.charAt(at - 1);
      const after = lower.charAt(at + target.length);
      if (/[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(after)) continue;
      for (const w of name.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu)) words.set(at + w.index, w[0]);
    }
  }
  return words;
}
