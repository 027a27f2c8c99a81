import { renderHook } from '@testing-library/react';
import { pageCountOf, usePageClamp, type PageClampOptions } from '../use-page-clamp';

describe('pageCountOf', () => {
  it('rounds up and never gives fewer than one page', () => {
    expect(pageCountOf(0, 7)).toBe(1);
    expect(pageCountOf(7, 7)).toBe(1);
    expect(pageCountOf(8, 7)).toBe(2);
  });
});

describe('usePageClamp', () => {
  const render = (options: Omit<PageClampOptions, 'onPageChange'>) => {
    const onPageChange = jest.fn();
    const hook = renderHook(
      (props: Omit<PageClampOptions, 'onPageChange'>) => usePageClamp({ ...props, onPageChange }),
      { initialProps: options },
    );
    return { ...hook, onPageChange };
  };

  it('moves a page past the end to the last page once the total is known', () => {
    const { result, rerender, onPageChange } = render({ page: 99, pageCount: undefined });
    expect(result.current).toBe(false);
    expect(onPageChange).not.toHaveBeenCalled();
    rerender({ page: 99, pageCount: 3 });
    expect(result.current).toBe(true);
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('leaves a page that exists alone', () => {
    const { result, onPageChange } = render({ page: 3, pageCount: 3 });
    expect(result.current).toBe(false);
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
