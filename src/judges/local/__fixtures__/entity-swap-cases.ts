/**
 * Hand-written entity swaps for the third pass on issue 24, each with the verdict and the quoted
 * sentence it must give. Two shapes the first two passes missed: the swapped-in name is in the
 * copied sentence too, but in another slot ("directed by Ridley Scott and produced by Michael
 * Deeley" → "directed by Michael Deeley"); and the name is in no sentence the rest of the claim
 * comes from, only in an unrelated one (a caption, a newsletter line). Supported controls sit
 * beside them: names left out or reordered, a pronoun's name from the sentence before, a name that
 * a related sentence gives. Written by hand, apart from the generated single-edit rows.
 */
export interface EntitySwapCase {
  kind: 'in-place' | 'unevidenced' | 'control';
  context: string[];
  claim: string;
  verdict: 'contradicted' | 'partially_supported' | 'supported';
  /** The sentence the verdict must cite (a substring of one chunk). */
  quote: string;
  /** Words the reasoning must contain, when given (the claim's name against the sentence's). */
  reasoning?: string;
}

/** The swapped-in name is in the quoted sentence, in another slot. */
function inPlace(quote: string, rest: string, claim: string): EntitySwapCase {
  return { kind: 'in-place', context: [`${quote} ${rest}`], claim, verdict: 'contradicted', quote };
}

/** The name is only in a sentence that shares nothing else with the claim. */
function unevidenced(quote: string, rest: string, claim: string, reasoning?: string): EntitySwapCase {
  return {
    kind: 'unevidenced',
    context: [`${quote} ${rest}`],
    claim,
    verdict: 'partially_supported',
    quote,
    ...(reasoning ? { reasoning } : {}),
  };
}

function right(context: string, quote: string, claim: string): EntitySwapCase {
  return { kind: 'control', context: [context], claim, verdict: 'supported', quote };
}

export const ENTITY_SWAP_CASES: readonly EntitySwapCase[] = [
  inPlace(
    'Blade Runner was directed by Ridley Scott and produced by Michael Deeley.',
    'It premiered in June 1982.',
    'Blade Runner was directed by Michael Deeley.',
  ),
  inPlace(
    'Ada Lovelace worked with Charles Babbage on the Analytical Engine.',
    'Babbage never finished the machine.',
    'Ada Babbage worked with Charles Babbage on the Analytical Engine.',
  ),
  inPlace(
    'Frankfurt Airport is the main hub of Lufthansa, which runs a second hub at Munich Airport.',
    'Both airports are in Germany.',
    'Munich Airport is the main hub of Lufthansa.',
  ),
  inPlace(
    'Kasia Nowak was born in Gdansk, Poland, to Ewa Nowak and Marek Kowalski.',
    'She moved to Warsaw at the age of ten.',
    'Kasia Kowalski was born in Gdansk, Poland.',
  ),
  inPlace(
    'The opera Tosca was first performed in Rome, and Madama Butterfly opened in Milan four years later.',
    'Both were written by Puccini.',
    'The opera Tosca was first performed in Milan.',
  ),
  inPlace(
    'The keynote by Amara Okafor follows the welcome address by Lena Vogt.',
    'Lunch is served at noon.',
    'The keynote by Lena Vogt follows the welcome address.',
  ),
  inPlace(
    'Lea Salonga was born in Manila, Philippines, and studied in Quezon City.',
    'She later moved to New York.',
    'Lea Salonga was born in Quezon, Philippines.',
  ),
  inPlace(
    'Sea Machine is the fifth album by the Oslo band Nordlys, released by Columbia.',
    'It reached number two in Norway.',
    'Sea Columbia is the fifth album by the Oslo band Nordlys.',
  ),
  // A name whose other words and hyphen-joined words are part of the slot.
  inPlace(
    'It is a subspecies of the Golden mantella.',
    'The frog lives in a UNESCO-listed forest.',
    'It is a subspecies of the UNESCO-listed mantella.',
  ),
  unevidenced(
    'In the current outbreak, each infected person passed the virus to about two others on average.',
    'Read more in the Lagos Herald.',
    'In the current Lagos outbreak, each infected person passed the virus to about two others on average.',
  ),
  unevidenced(
    'The refund window for annual plans is 30 days from the purchase date.',
    'Photos by Getty Images.',
    'The refund window for Getty annual plans is 30 days from the purchase date.',
  ),
  unevidenced(
    'The new terminal was designed by a local studio and opened in 2021.',
    'Subscribe to the Bergen Times newsletter.',
    'The new terminal was designed by Bergen Times and opened in 2021.',
  ),
  // Fifth pass: a month where the sentence has a name, or a name where it has a month (month
  // words are never names to the rules above), and a name matched only by a WordNet sense.
  inPlace(
    'The founder of the digital start-up Ozy Media was arrested on Feb. 23 on fraud charges.',
    'The company shut down in 2021.',
    'The founder of the digital start-up Feb was arrested on fraud charges.',
  ),
  inPlace(
    'The automaker will voluntarily recall 19 Endurance pickups to fix an electrical issue.',
    'As of Jan. 3, it had delivered six vehicles.',
    'The automaker will voluntarily recall 19 Jan pickups to fix an electrical issue.',
  ),
  inPlace(
    'The yield touched 0.505%, the highest level since Jan. 18, breaching the cap.',
    'Brent crude fell to $82.68 per barrel.',
    'The yield touched 0.505%, the highest level since Brent. 18, breaching the cap.',
  ),
  inPlace(
    'A Broken Frame is the second studio album by Depeche Mode, released in 1982 by Mute Records.',
    'It was written by Martin Gore.',
    'A Broken Frame is the second studio album by Depeche Mode, released in 1982 by Silence Records.',
  ),
  // Fifth pass: a sentence that merely mentions the claim's name elsewhere no longer cancels the
  // conflict, and the slot is read past an auxiliary the sentence lacks.
  {
    kind: 'in-place',
    context: [
      'The Phillip Island Grand Prix Circuit is a motor racing circuit located near Ventnor, on Phillip Island, Victoria, Australia. The first Australian Grand Prix was held on Phillip Island in 1928 as the 100 Miles Road Race.',
    ],
    claim: 'The Phillip Island Grand Prix Circuit is located in Road, Australia.',
    verdict: 'contradicted',
    quote:
      'The Phillip Island Grand Prix Circuit is a motor racing circuit located near Ventnor, on Phillip Island, Victoria, Australia.',
  },
  {
    kind: 'in-place',
    context: [
      'FILE - Steve Johnson arrives at the Supreme Court in Sydney for a hearing in the murder of Scott Johnson. (AP Photo/Rick Rycroft, File)',
      'CANBERRA - An Australian pleaded guilty on Thursday to manslaughter in the death 35 years ago of an American who fell from a Sydney clifftop that was known as a gay meeting place.',
    ],
    claim:
      'An Photo has pleaded guilty to manslaughter in the death 35 years ago of an American who fell from a Sydney clifftop that was known as a gay meeting place.',
    verdict: 'contradicted',
    quote:
      'CANBERRA - An Australian pleaded guilty on Thursday to manslaughter in the death 35 years ago of an American who fell from a Sydney clifftop that was known as a gay meeting place.',
  },
  // Fifth pass: a function word capitalised as a name where the sentence has a name.
  inPlace(
    'The Tar Baby is a decoy object from the 1946 Disney film Song of the South.',
    'Such stories were compiled by Joel Chandler Harris.',
    'The Tar Baby is a decoy object from the 1946 Disney film Such of the South.',
  ),
  inPlace(
    'By 1949, the Western half of Germany had taken on the model of a Western democracy.',
    'These changes were rapid.',
    'By 1949, the Western half of These had taken on the model of a Western democracy.',
  ),
  // Fifth pass: "album from X" is the slot of "album by … Y".
  inPlace(
    'A Broken Frame is the second studio album by English electronic music band Depeche Mode, released in 1982.',
    'Vince Clarke had left the band to form Yazoo.',
    'A Broken Frame is an album from Yazoo.',
  ),
  // Sixth pass: a name ends at punctuation ("DIICOT, Romona Bolla" is two names), a word the
  // sentence has only by prefix is compared in its slot, and a company suffix standing alone, or
  // standing where the claim has a name word, is compared as a name.
  inPlace(
    "A spokesperson from Romania's anti-organized crime agency DIICOT, Romona Bolla, said the request to hold them for 30 more days was approved by the Bucharest Tribunal.",
    'The brothers deny the charges.',
    "A spokesperson from Romania's anti-organized crime agency DIICOT, Romanian, said the request to hold them for 30 more days was approved by the Bucharest Tribunal.",
  ),
  inPlace(
    "The Kingdom's water resources are the theme of a debate competition organised by the German Agency for Technical Cooperation.",
    'The finals are held in Amman.',
    'The Germany water resources are the theme of a debate competition organised by the German Agency for Technical Cooperation.',
  ),
  inPlace(
    'She earned her degree in dentistry in India in 2013 and practised for four years.',
    'She now works for Smile Care Inc.',
    'She earned her degree in dentistry in Inc in 2013 and practised for four years.',
  ),
  inPlace(
    'CitySync Ltd, established in 1999, is a leading company in number-plate recognition.',
    'Its head office is near London.',
    'CitySync Paris, established in 1999, is a leading company in number-plate recognition.',
  ),
  inPlace(
    'The single album was released on 1 November 2016 by YG Entertainment and distributed by KT Music.',
    'Its double A-side reached number one.',
    'The single album was released on 1 November 2016 by A-side and distributed by KT Music.',
  ),
  // The sentence's first word anchors the slot, not a part of the name; a function word the
  // sentence capitalises (a heading run into the text) fills the slot like a name.
  inPlace(
    'Although JFreeChart makes it easy to create many chart types, it also lets developers customise them.',
    'The library is free.',
    'Although ChartUtilities makes it easy to create many chart types, it also lets developers customise them.',
  ),
  inPlace(
    'Implicit solvation model Other functionalities including hybrid density functionals are under active development.',
    'They will be available in future releases.',
    'Implicit solvation model Weilai Technology functionalities including hybrid density functionals are under active development.',
  ),
  // A claim of two sentences: the swap is weighed against its own sentence's words.
  {
    kind: 'in-place',
    context: [
      'His mother gave him a sense of unconditional love that sustained him. Here are five facts that make President Obama’s mother no ordinary mom.',
    ],
    claim:
      'His mother gave him a sense of unconditional love that sustained him. Here are five facts that make Indonesia mother no ordinary mom.',
    verdict: 'contradicted',
    quote: 'Here are five facts that make President Obama’s mother no ordinary mom.',
  },
  // A period before the bracket closing an aside ("La.)") ends no sentence: the name stays in the
  // sentence it was copied from.
  inPlace(
    'Evan Moore, (Opelousas, La.) Daily World city editor, talks about his interview with Ray Mouton.',
    'Mouton later left the law.',
    'Evan Vatican, (Opelousas, La.) Daily World city editor, talks about his interview with Ray Mouton.',
  ),
  // Sixth pass, names only an unrelated sentence has: the copied sentence's name replaced inside
  // a longer name, a pronoun in the copied sentence whose name no sentence before it gives, and
  // another name in the copied sentence's slot where the claim's name comes from a sentence that
  // shares the topic but does not name both.
  unevidenced(
    'Her third album Get Weird followed the singles Black Magic and Love Me Like You in 2015.',
    'Maty Noyes opened the tour.',
    'Her third album Get Weird followed the singles Black Magic and Love Maty Noyes in 2015.',
    "'Love Maty Noyes' in the claim vs. 'Love Me Like You' in chunk c1 sentence 1",
  ),
  {
    kind: 'unevidenced',
    context: [
      'Dressed down, as usual, in a leather jacket and jeans, he looks like the missing member of Westlife.',
      'The Simpsons is on at eight tonight.',
    ],
    claim: 'Dressed down, as usual, in a Simpsons and jeans, he looks like the missing member of Westlife.',
    verdict: 'partially_supported',
    quote:
      'Dressed down, as usual, in a leather jacket and jeans, he looks like the missing member of Westlife.',
    reasoning: 'only chunk c2 sentence 1, which shares nothing else with the claim, names it',
  },
  unevidenced(
    'The British Olympic Association confirmed that Mark England will lead Team GB at the Baku 2015 European Games and the Rio 2016 Olympic Games.',
    'The British Olympic Association works closely with the National Governing Bodies of each sport.',
    'The British Olympic Association confirmed that Mark England will lead Team GB at the Baku 2015 European Games and the Rio 2016 National Governing Bodies.',
    "'National Governing Bodies' in the claim vs. 'Olympic Games' in chunk c1 sentence 1",
  ),
  // Faithful claims: a name left out or reordered, taken from the sentence before, or given by a
  // related sentence.
  right(
    'Maria Elena Ruiz was born in Valencia and studied in Madrid.',
    'Maria Elena Ruiz was born in Valencia and studied in Madrid.',
    'Maria Ruiz was born in Valencia.',
  ),
  right(
    'The company was founded by Anna Berg and Tomas Lind in Uppsala.',
    'The company was founded by Anna Berg and Tomas Lind in Uppsala.',
    'The company was founded by Tomas Lind and Anna Berg in Uppsala.',
  ),
  right(
    'The album was recorded by the Icelandic band Sigur Ros in Reykjavik.',
    'The album was recorded by the Icelandic band Sigur Ros in Reykjavik.',
    'The album was recorded by Sigur Ros in Reykjavik.',
  ),
  right(
    'The tour visits Lisbon, Porto, Madrid and Seville in May.',
    'The tour visits Lisbon, Porto, Madrid and Seville in May.',
    'The tour visits Lisbon and Seville in May.',
  ),
  right(
    'Kipyegon grew up in Kericho. She set the world record in Florence in 2023.',
    'She set the world record in Florence in 2023.',
    'Kipyegon set the world record in Florence in 2023.',
  ),
  right(
    'The outbreak in Lagos began in March. In the current outbreak, each infected person passed the virus to about two others on average.',
    'In the current outbreak, each infected person passed the virus to about two others on average.',
    'In the current Lagos outbreak, each infected person passed the virus to about two others on average.',
  ),
  right(
    'Frankfurt Airport is the main hub of Lufthansa, which runs a second hub at Munich Airport.',
    'Frankfurt Airport is the main hub of Lufthansa, which runs a second hub at Munich Airport.',
    'Lufthansa runs a second hub at Munich Airport.',
  ),
  right(
    'Blade Runner was directed by Ridley Scott and produced by Michael Deeley.',
    'Blade Runner was directed by Ridley Scott and produced by Michael Deeley.',
    'Blade Runner was produced by Michael Deeley.',
  ),
  right(
    'Kasia Nowak was born in Gdansk in 1988. Her brother Marek Nowak was born in Warsaw in 1990.',
    'Her brother Marek Nowak was born in Warsaw in 1990.',
    'Marek Nowak was born in Warsaw in 1990.',
  ),
  right(
    'CANBERRA - An Australian pleaded guilty on Thursday to manslaughter in the death of an American. (AP Photo/Rick Rycroft)',
    'CANBERRA - An Australian pleaded guilty on Thursday to manslaughter in the death of an American.',
    'An Australian has pleaded guilty to manslaughter in the death of an American.',
  ),
  right(
    'The Phillip Island Grand Prix Circuit is located near Ventnor, on Phillip Island, Victoria, Australia. The first Australian Grand Prix was held on Phillip Island in 1928 as the 100 Miles Road Race.',
    'The first Australian Grand Prix was held on Phillip Island in 1928 as the 100 Miles Road Race.',
    'The first Australian Grand Prix was held on Phillip Island in 1928.',
  ),
  right(
    'The film Gone with the Wind premiered in Atlanta in 1939.',
    'The film Gone with the Wind premiered in Atlanta in 1939.',
    'The film Gone With the Wind premiered in Atlanta in 1939.',
  ),
  right(
    'Take That played two nights in Manchester in May.',
    'Take That played two nights in Manchester in May.',
    'The band Take That played two nights in Manchester.',
  ),
  right(
    'A Broken Frame is the second studio album by English electronic music band Depeche Mode, released in 1982.',
    'A Broken Frame is the second studio album by English electronic music band Depeche Mode, released in 1982.',
    'A Broken Frame is an album from Depeche Mode.',
  ),
  // Fifth pass controls: a month stated inside a date, a month beside a name, a name matched exactly.
  right(
    'The digital start-up Ozy Media was founded in March 2012 in New York.',
    'The digital start-up Ozy Media was founded in March 2012 in New York.',
    'The digital start-up Ozy Media was founded in March.',
  ),
  right(
    'The festival takes place in May in Bergen.',
    'The festival takes place in May in Bergen.',
    'The festival takes place in Bergen in May.',
  ),
  right(
    'The automaker will voluntarily recall 19 Endurance pickups, it said on Jan. 3.',
    'The automaker will voluntarily recall 19 Endurance pickups, it said on Jan. 3.',
    'On Jan. 3 the automaker said it will voluntarily recall 19 Endurance pickups.',
  ),
  right(
    'A Broken Frame is the second studio album by Depeche Mode, released in 1982 by Mute Records.',
    'A Broken Frame is the second studio album by Depeche Mode, released in 1982 by Mute Records.',
    'A Broken Frame is the second album by Depeche Mode, released by Mute Records in 1982.',
  ),
  // Sixth pass controls: a name told more fully than the sentence tells it, a pronoun's name
  // from the sentence before, a country for its demonym in the slot, a company suffix dropped, a list of
  // places read as one role, an aside in brackets after the name.
  right(
    'An X-ray of his left knee, taken at St Mary’s Hospital, showed a small fracture.',
    'An X-ray of his left knee, taken at St Mary’s Hospital, showed a small fracture.',
    'The X-ray of his left knee taken at St Mary’s Hospital showed a small fracture.',
  ),
  right(
    'Kipyegon grew up in Kericho, where she ran to school. She set the world record in Florence in 2023.',
    'She set the world record in Florence in 2023.',
    'Kipyegon grew up in Kericho, where she ran to school. Kipyegon set the world record in Florence in 2023.',
  ),
  right(
    'Evan Moore, the Daily World city editor, talks about his interview with Ray Mouton.',
    'Evan Moore, the Daily World city editor, talks about his interview with Ray Mouton.',
    'Daily World city editor Evan Moore talks about his interview with Ray Mouton.',
  ),
  right(
    'The founder, Anna Berg, opened the first store in Uppsala in 1998.',
    'The founder, Anna Berg, opened the first store in Uppsala in 1998.',
    'The founder Anna Berg opened the first store in Uppsala in 1998.',
  ),
  right(
    'The Supreme Court ruled on the case in 2019, overturning the lower court.',
    'The Supreme Court ruled on the case in 2019, overturning the lower court.',
    'The United States Supreme Court ruled on the case in 2019, overturning the lower court.',
  ),
  right(
    'Ronan Keating arrived late. Dressed down, as usual, in a T-shirt and jeans, he looks like the missing member of Westlife.',
    'Dressed down, as usual, in a T-shirt and jeans, he looks like the missing member of Westlife.',
    'Dressed down, as usual, in a T-shirt and jeans, Ronan Keating looks like the missing member of Westlife.',
  ),
  right(
    "Germany's economy grew by two percent in 2019, according to the Federal Statistical Office.",
    "Germany's economy grew by two percent in 2019, according to the Federal Statistical Office.",
    'The German economy grew by two percent in 2019, according to the Federal Statistical Office.',
  ),
  right(
    'CitySync Ltd, established in 1999, is a leading company in number-plate recognition.',
    'CitySync Ltd, established in 1999, is a leading company in number-plate recognition.',
    'CitySync, established in 1999, is a leading company in number-plate recognition.',
  ),
  right(
    'Augustine Chilumba, 60, is a bean and maize farmer from Kasama, Zambia.',
    'Augustine Chilumba, 60, is a bean and maize farmer from Kasama, Zambia.',
    'Augustine Chilumba is a bean and maize farmer from Kasama.',
  ),
  right(
    'The revitalized Verve Records is home to historic imprints including Verve Forecast (Richie Havens, Laura Nyro, Captain Beefheart), Impulse and Decca.',
    'The revitalized Verve Records is home to historic imprints including Verve Forecast (Richie Havens, Laura Nyro, Captain Beefheart), Impulse and Decca.',
    'The label is home to historic imprints including Verve Forecast Records, Impulse Records and Decca Records.',
  ),
];
