import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createTestApp, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@community.example', SUPPORT_PHONE: '+1 410 555 0100', SUPPORT_CHAT_URL: 'https://chat.community.example' });
});
afterAll(async () => t.close());

describe('GET /api/site', () => {
  it('returns the configured contact details', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.site });
    expect(res.json()).toEqual({
      support_email: 'help@community.example',
      support_phone: '+1 410 555 0100',
      chat_url: 'https://chat.community.example',
      website_url: null,
      address: 'Maryland, USA',
      public_url: 'http://localhost:3000',
      organisation: { legal_name: null, registration_number: null, postal_address: null, people: [] },
    });
  });

  it('gives a website only when one is set or the site has a public https address, never a development one', async () => {
    const named = await createTestApp({ WEBSITE_URL: 'https://community.example/' });
    try {
      expect((await named.app.inject({ method: 'GET', url: API.site })).json()).toMatchObject({ website_url: 'https://community.example' });
    } finally {
      await named.close();
    }
  });

  it('gives null for details that are not configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: API.site });
      expect(res.json()).toMatchObject({ support_email: null, support_phone: null, chat_url: null });
    } finally {
      await bare.close();
    }
  });
});
