import { describe, expect, it } from 'vitest';
import { availableLandings, landingTarget } from '../../src/domain/signed-out-landing.ts';

const site = 'https://demo.gulfpay.test';

describe('signed-out landing', () => {
  it('offers the menu only with food ordering and the website only when one is set', () => {
    expect(availableLandings({ menu: false, website: null })).toEqual(['login']);
    expect(availableLandings({ menu: true, website: site })).toEqual(['login', 'menu', 'website']);
    expect(availableLandings({ menu: false, website: site })).toEqual(['login', 'website']);
  });

  it('sends the visitor to the chosen page, or to login when its target has gone', () => {
    expect(landingTarget('login', { menu: true, website: site })).toEqual({ page: 'login' });
    expect(landingTarget('menu', { menu: true, website: null })).toEqual({ page: 'new-menu' });
    expect(landingTarget('menu', { menu: false, website: site })).toEqual({ page: 'login' });
    expect(landingTarget('website', { menu: true, website: site })).toEqual({ url: site });
    expect(landingTarget('website', { menu: true, website: null })).toEqual({ page: 'login' });
  });

  it('never follows a website that is not http or https', () => {
    const script = { menu: false, website: 'javascript:alert(1)' };
    expect(availableLandings(script)).toEqual(['login']);
    expect(landingTarget('website', script)).toEqual({ page: 'login' });
  });
});
