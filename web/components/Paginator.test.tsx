import '../test/jsdom-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Paginator } from './Paginator.tsx';
import { usePaging } from './usePaging.ts';
import { pageItems } from './pages.ts';

afterEach(cleanup);

function renderPaginator(props: Partial<Parameters<typeof Paginator>[0]> = {}) {
  const onPageChange = vi.fn();
  const onSizeChange = vi.fn();
  render(
    <Paginator
      page={1}
      pages={3}
      total={27}
      size={10}
      onPageChange={onPageChange}
      onSizeChange={onSizeChange}
      {...props}
    />,
  );
  return { onPageChange, onSizeChange };
}

describe('Paginator', () => {
  it('shows the total and every page number when there are 5 pages or fewer', () => {
    renderPaginator({ pages: 5, total: 47 });
    expect(screen.getByText('Total:').textContent).toContain('47');
    for (const n of [1, 2, 3, 4, 5]) expect(screen.getByRole('button', { name: `Page ${n}` })).toBeTruthy();
  });

  it('disables previous on page 1 and next on the last page', () => {
    const { onPageChange } = renderPaginator({ page: 1, pages: 3 });
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderPaginator({ page: 3, pages: 3, onPageChange });
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('moves to the previous, next and chosen page', async () => {
    const { onPageChange } = renderPaginator({ page: 2, pages: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('uses ellipses beyond 5 pages, keeping the first, last and neighbouring pages', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 'ellipsis-end', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'ellipsis-start', 9, 10, 11, 12]);
    renderPaginator({ page: 6, pages: 12, total: 120 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).queryByRole('button', { name: 'Page 3' })).toBeNull();
  });

  it('offers 5, 10, 20 and 50 per page', async () => {
    const { onSizeChange } = renderPaginator();
    const trigger = screen.getByRole('combobox', { name: 'Show per page' });
    expect(trigger.textContent).toContain('10');
    await userEvent.click(trigger);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '20', '50']);
    await userEvent.click(screen.getByRole('option', { name: '20' }));
    expect(onSizeChange).toHaveBeenCalledWith(20);
  });
});

function PagedList() {
  const { page, size, setPage, setSize } = usePaging();
  return (
    <>
      <p>
        page {page} size {size}
      </p>
      <Paginator
        page={page}
        pages={Math.ceil(95 / size)}
        total={95}
        size={size}
        onPageChange={setPage}
        onSizeChange={setSize}
      />
    </>
  );
}

describe('paging state', () => {
  it('returns to page 1 when the page size changes', async () => {
    render(<PagedList />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('page 3 size 10')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Show per page' }));
    await userEvent.click(screen.getByRole('option', { name: '5' }));
    expect(screen.getByText('page 1 size 5')).toBeTruthy();
  });
});
