import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkCreate } from '@/features/kitchen/components/bulk-create';
import { toaster } from '@/lib/toast-store';
import { fakeServer, renderAt } from './kitchen-fixtures';

const ERRORS = {
  message: 'The file has 2 invalid rows; no product was created.',
  errors: [
    { row: 2, field: 'price', message: 'Enter a valid amount' },
    { row: 3, field: 'category', message: 'Unknown category "Drinks"' },
  ],
  errors_file: '/api/v1/plugins/food_ordering/upload/product/errors/abc.csv',
};

async function chooseFile(name: string, text = 'name_en,name_ar,category,price\n') {
  const input = await screen.findByLabelText(/Products file/);
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe('product bulk create', { timeout: 20_000 }, () => {
  it('requires a CSV or Excel file before sending anything', async () => {
    const calls = fakeServer(() => undefined);
    renderAt(() => <BulkCreate />, '/en/food-ordering/bulk-create');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await chooseFile('menu.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a .csv or .xlsx file')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows every invalid row in a dialog with the error report', async () => {
    const calls = fakeServer((call) =>
      call.path === '/upload/product' ? { status: 400, body: ERRORS } : { status: 200, body: 'row,field\n' },
    );
    renderAt(() => <BulkCreate />, '/en/food-ordering/bulk-create');
    await chooseFile('menu.csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'The file has errors' });
    expect(within(dialog).getByText(ERRORS.message)).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Errors in the uploaded file' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Unknown category "Drinks"')).toBeTruthy();
    expect(calls[0]?.form?.get('file')).toBeInstanceOf(File);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download the error report' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === '/upload/product/errors/abc.csv' && c.method === 'GET')).toBe(true),
    );
  });

  it('says under the field when the file is over the size limit', async () => {
    const tooLarge = 'The file is larger than 5 MB.';
    fakeServer((call) =>
      call.path === '/upload/product' ? { status: 413, body: { file: [tooLarge] } } : undefined,
    );
    renderAt(() => <BulkCreate />, '/en/food-ordering/bulk-create');
    await chooseFile('menu.csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/Products file/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText(tooLarge)).toBeTruthy();
  });

  it('reports how many products were created', async () => {
    fakeServer((call) =>
      call.path === '/upload/product'
        ? { status: 200, body: { message: 'Created', created: 12, updated: 0, rows: [] } }
        : undefined,
    );
    renderAt(() => <BulkCreate />, '/en/food-ordering/bulk-create');
    await chooseFile('menu.xlsx');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('12 products created')).toBeTruthy();
  });

  it('lists what each row did, by sku', async () => {
    const rows = [
      { row: 2, sku: 'DISH-4', outcome: 'updated', errors: [] },
      { row: 3, sku: '', outcome: 'created', errors: [] },
    ];
    fakeServer((call) =>
      call.path === '/upload/product'
        ? { status: 200, body: { message: 'Saved', created: 1, updated: 1, rows } }
        : undefined,
    );
    renderAt(() => <BulkCreate />, '/en/food-ordering/bulk-create');
    await chooseFile('menu.csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('1 created, 1 product updated')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'What each row did' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['2', 'DISH-4', 'Updated'],
      ['3', 'New', 'Created'],
    ]);
  });
});
