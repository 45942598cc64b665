import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('an e-mail address on a narrow screen', () => {
  it('may wrap only after the @ and before a dot, and reads as the whole address', () => {
    const { container } = render(<EmailText email="yusuf.abdullah@mail.example.org" />);
    expect(container.textContent).toBe('yusuf.abdullah@mail.example.org');
    // Each <wbr> marks where a line may end: what comes before it on the line.
    const lines = container.innerHTML.replace(/<\/?span[^>]*>/g, '').split('<wbr>');
    expect(lines).toEqual(['yusuf', '.abdullah@', 'mail', '.example', '.org']);
  });
});
