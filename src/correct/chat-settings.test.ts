import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { ROLLOUT_STAGES, resolveChatSettings } from './chat-settings.js';

describe('resolveChatSettings', () => {
  it('defaults: verification on, loop off (rollout 4b), threshold 0.7, 2 attempts, no claims', () => {
    expect(resolveChatSettings({}, {})).toEqual({
      enableVerification: true,
      enableCrag: false,
      confidenceThreshold: 0.7,
      maxCragAttempts: 2,
      showClaims: false,
      rollout: 'crag-default-off',
      warnings: [],
    });
  });

  it('follows the rollout stage, from the option or FAITHCHECK_ROLLOUT', () => {
    expect(resolveChatSettings({ rollout: 'crag-default-on' }, {}).enableCrag).toBe(true);
    expect(resolveChatSettings({}, { FAITHCHECK_ROLLOUT: 'crag-default-on' }).enableCrag).toBe(true);
    expect(
      resolveChatSettings({ enable_crag: false }, { FAITHCHECK_ROLLOUT: 'crag-default-on' }).enableCrag,
    ).toBe(false);
    expect(resolveChatSettings({ enable_crag: true }, {}).enableCrag).toBe(true);
    expect(Object.values(ROLLOUT_STAGES).map((stage) => stage.phase)).toEqual(['4a', '4b', '4c']);
  });

  it('never runs the loop in the verification-only stage, and says so', () => {
    const settings = resolveChatSettings({ enable_crag: true, rollout: 'verification-only' }, {});
    expect(settings.enableCrag).toBe(false);
    expect(settings.enableVerification).toBe(true);
    expect(settings.warnings[0]).toMatch(/not available in the "verification-only"/);
  });

  it('accepts snake_case names, camelCase spellings and the settings block', () => {
    expect(
      resolveChatSettings(
        { enabled: false, confidence_threshold: 0.8, max_crag_attempts: 3, show_claims: true },
        {},
      ),
    ).toMatchObject({
      enableVerification: false,
      confidenceThreshold: 0.8,
      maxCragAttempts: 3,
      showClaims: true,
    });
    expect(
      resolveChatSettings({ confidenceThreshold: 0.5, maxCragAttempts: 1, showClaims: true }, {}),
    ).toMatchObject({ confidenceThreshold: 0.5, maxCragAttempts: 1, showClaims: true });
  });

  it('rejects invalid settings with a ConfigurationError naming them', () => {
    expect(() => resolveChatSettings({ confidence_threshold: 1.5 }, {})).toThrow(/confidence_threshold/);
    expect(() => resolveChatSettings({ max_crag_attempts: 1.5 }, {})).toThrow(ConfigurationError);
    expect(() => resolveChatSettings({ rollout: 'always' }, {})).toThrow(ConfigurationError);
    expect(() => resolveChatSettings({}, { FAITHCHECK_ROLLOUT: 'yes' })).toThrow(/FAITHCHECK_ROLLOUT/);
  });
});
