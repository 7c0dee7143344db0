/**
 * Labelled claims made up for tests of `faithcheck calibrate`: a supported claim restates a
 * sentence of its context, an unsupported one talks about a thing the context never mentions.
 * Deterministic, so a test's figures never move between runs.
 */
import type { LabelledExample } from '../../../../eval/read-labelled-examples.js';

const things = [
  'library',
  'bakery',
  'museum',
  'harbour',
  'stadium',
  'orchard',
  'factory',
  'theatre',
  'clinic',
  'airport',
];
const towns = [
  'Arden',
  'Bexley',
  'Corwin',
  'Dunmore',
  'Elston',
  'Farrow',
  'Glenby',
  'Harlow',
  'Ivybridge',
  'Jarrow',
  'Kelso',
  'Lowick',
];
const verbs = ['opened', 'closed', 'was rebuilt', 'was sold', 'was renamed'];

export function syntheticLabels(count: number): LabelledExample[] {
  return Array.from({ length: count }, (_, index) => {
    const thing = things[index % things.length]!;
    const town = towns[Math.floor(index / things.length) % towns.length]!;
    const verb = verbs[index % verbs.length]!;
    const year = 1900 + ((index * 7) % 120);
    const fact = `The ${thing} in ${town} ${verb} in ${year}.`;
    const context = [
      `${fact} It drew visitors from the whole county.`,
      `${town} lies on the river and has a weekly market.`,
    ];
    const supported = index % 2 === 0;
    const other = things[(index + 3) % things.length]!;
    return {
      id: `synthetic-${index}`,
      dataset: 'synthetic',
      query: null,
      context,
      claim: supported
        ? fact
        : `A ${other} with a glass roof was built beside the railway station in ${1800 + index}.`,
      label: supported ? 'supported' : 'unsupported',
    };
  });
}
