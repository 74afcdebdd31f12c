import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@/domain/contracts/catalogue';
import { productsQuery, shopBannersQuery } from '@/features/catalogue/api/shop';
import { ProductListPage } from '@/features/catalogue/components/product-list-page';
import { type ListSearch, listSearch, productParams } from '@/features/catalogue/lib/list-search';
import { AMBER, OUD, ROSE, renderShopPage, shopClient } from './catalogue-fixtures';

describe("the product list's place in the URL", () => {
  it('keeps only what differs from the defaults, and drops what is malformed', () => {
    expect(listSearch({ page: '3', search: ' oud ', sort: 'price_desc', category: 'perfumes' })).toEqual({
      page: 3,
      search: 'oud',
      sort: 'price_desc',
      category: 'perfumes',
    });
    expect(listSearch({ page: '1', search: '  ', sort: 'newest', category: 'Not A Slug' })).toEqual({});
    expect(listSearch({ page: '-2', sort: 'cheapest' })).toEqual({});
  });

  it('asks the API for the page it names', () => {
    expect(productParams({ page: 3, category: 'perfumes' })).toEqual({
      category: 'perfumes',
      sort: 'newest',
      limit: 12,
      offset: 24,
    });
  });
});

function renderList(search: ListSearch, page: ProductPage) {
  const client = shopClient();
  client.setQueryData(shopBannersQuery().queryKey, []);
  client.setQueryData(productsQuery(productParams(search)).queryKey, page);
  return renderShopPage(<ProductListPage search={search} />, client);
}

describe('the product list (SPEC 2.7)', () => {
  it('shows each product with its price, the old one struck through, and sold out', async () => {
    renderList({}, { count: 3, next: null, previous: null, results: [OUD, ROSE, AMBER] });
    expect(await screen.findByRole('link', { name: /Royal oud oil\s*45.000 KWD/ })).toBeTruthy();
    expect(screen.getByLabelText('Was 18.750 KWD').textContent).toBe('18.750 KWD');
    expect(screen.getByRole('link', { name: /Amber mukhallat.*Sold out/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says when a search finds nothing and offers the whole list', async () => {
    renderList({ search: 'zzz' }, { count: 0, next: null, previous: null, results: [] });
    expect(await screen.findByRole('heading', { name: 'Results for “zzz”' })).toBeTruthy();
    expect(screen.getByText('No product matches your search.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all products' })).toBeTruthy();
  });

  it('pages by links that carry the place in the list', async () => {
    renderList({ page: 2, sort: 'price_asc' }, { count: 30, next: null, previous: null, results: [OUD] });
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/en/catalogue/product-list?page=3&sort=price_asc',
    );
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/en/catalogue/product-list?sort=price_asc',
    );
  });
});
