/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a switch that reports its state and asks for the other one when pressed', () => {
    const onCheckedChange = jest.fn();
    const { rerender } = render(
      <>
        <label htmlFor="s">Analytics</label>
        <Switch id="s" checked={false} onCheckedChange={onCheckedChange} />
      </>,
    );
    const control = screen.getByRole('switch', { name: 'Analytics' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.getAttribute('type')).toBe('button');
    fireEvent.click(control);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    rerender(
      <>
        <label htmlFor="s">Analytics</label>
        <Switch id="s" checked onCheckedChange={onCheckedChange} />
      </>,
    );
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(control.getAttribute('data-state')).toBe('checked');
    fireEvent.click(control);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('does nothing while disabled', () => {
    const onCheckedChange = jest.fn();
    render(<Switch aria-label="Essential" checked disabled onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Essential' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
