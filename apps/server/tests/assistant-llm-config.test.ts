import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { llmConfigOf } from '../src/modules/assistant/llm';

const dataDir = mkdtempSync(join(tmpdir(), 'ared-llm-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('the assistant LLM settings (ASSISTANT_LLM_*)', () => {
  it('are off by default: the offline intents answer', () => {
    expect(llmConfigOf(configOf({}))).toBeNull();
    // A blank value is no value (as for every other setting).
    expect(llmConfigOf(configOf({ ASSISTANT_LLM_URL: '', ASSISTANT_LLM_MODEL: '' }))).toBeNull();
  });

  it('take the URL, key, model and a 15 s default timeout', () => {
    const url = 'https://api.openai.com/v1/chat/completions';
    expect(
      llmConfigOf(
        configOf({ ASSISTANT_LLM_URL: url, ASSISTANT_LLM_KEY: 'sk-1', ASSISTANT_LLM_MODEL: 'gpt-4o-mini' }),
      ),
    ).toEqual({ url, key: 'sk-1', model: 'gpt-4o-mini', timeoutMs: 15_000 });
  });

  it('need no key for a server that asks for none', () => {
    const config = configOf({
      ASSISTANT_LLM_URL: 'http://10.0.0.5:11434/v1/chat/completions',
      ASSISTANT_LLM_MODEL: 'llama3.1',
      ASSISTANT_LLM_TIMEOUT_MS: '5000',
    });
    expect(llmConfigOf(config)).toMatchObject({ key: '', timeoutMs: 5000 });
  });

  it('refuse half a configuration and bad values, naming each setting', () => {
    expect(() => configOf({ ASSISTANT_LLM_URL: 'https://llm.example/v1/chat/completions' })).toThrow(
      /ASSISTANT_LLM_MODEL: required when any ASSISTANT_LLM_ setting is given/,
    );
    expect(() => configOf({ ASSISTANT_LLM_KEY: 'sk-1' })).toThrow(
      /ASSISTANT_LLM_URL: required[^\n]*\n\s+ASSISTANT_LLM_MODEL: required/,
    );
    expect(() => configOf({ ASSISTANT_LLM_URL: 'ftp://llm.example', ASSISTANT_LLM_MODEL: 'm' })).toThrow(
      /ASSISTANT_LLM_URL: must be a URL starting with http:\/\/ or https:\/\//,
    );
    expect(() =>
      configOf({
        ASSISTANT_LLM_URL: 'https://llm.example',
        ASSISTANT_LLM_MODEL: 'm',
        ASSISTANT_LLM_TIMEOUT_MS: '50',
      }),
    ).toThrow(ConfigError);
  });
});
