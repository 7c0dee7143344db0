import { it } from 'vitest';
import { francAll } from 'franc-min';
import { detectLanguage } from './text/languages/detect-language.js';
it('x', () => {
  const a = 'Die Garantie deckt keine Wasserschäden ab. Reparaturen dauern höchstens fünf Werktage.';
  const b = 'Reparaturen dauern mindestens fünf Werktage.';
  console.log('X1', JSON.stringify(detectLanguage(a)), JSON.stringify(francAll(a).slice(0, 4)));
  console.log('X2', JSON.stringify(detectLanguage(b)), JSON.stringify(francAll(b).slice(0, 4)));
});
