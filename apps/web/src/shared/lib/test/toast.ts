import { screen } from '@testing-library/react';

/**
 * Finds the toast (antd message) that says `text` and answers what kind it is, as its icon
 * tells the user: 'success' (a check) or 'error' (a cross). Toasts fly in with an animation,
 * which happy-dom never finishes, so their visibility cannot be asserted; their kind can.
 */
export async function findToast(text: string): Promise<'success' | 'error' | 'other'> {
  const title = await screen.findByText(text);
  const icon = title.parentElement?.querySelector('[role="img"]')?.getAttribute('aria-label');
  if (icon === 'check-circle') return 'success';
  if (icon === 'close-circle') return 'error';
  return 'other';
}
