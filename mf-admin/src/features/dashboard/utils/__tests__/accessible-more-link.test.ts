import { accessibleMoreLink } from '../accessible-more-link';

describe('accessibleMoreLink', () => {
  it("turns FullCalendar's '+N more' anchor into a focusable button without an empty reference", () => {
    const link = document.createElement('a');
    link.setAttribute('aria-expanded', 'false');
    link.setAttribute('aria-controls', '');
    link.textContent = '+2 more';
    accessibleMoreLink(link);
    expect(link).toHaveAttribute('role', 'button');
    expect(link).not.toHaveAttribute('aria-controls');
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveAttribute('tabindex', '0');
  });

  it('keeps a reference to the popover once there is one', () => {
    const link = document.createElement('a');
    link.setAttribute('aria-controls', 'fc-popover-1');
    accessibleMoreLink(link);
    expect(link).toHaveAttribute('aria-controls', 'fc-popover-1');
  });
});
