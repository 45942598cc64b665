import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '../../../shared/api';
import { CONTACT_API, type ContactFormToken } from '../../../shared/contact-api';
import type { ContactMessage } from '../../../shared/schemas/contact';
import { api, post } from '../../lib/api';

/** A fresh token for every visit: it carries the time the form was handed out, so it is never cached. */
export function useContactFormToken() {
  return useQuery({ queryKey: ['contact', 'form-token'], queryFn: () => api<ContactFormToken>(CONTACT_API.form), staleTime: Infinity, gcTime: 0 });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: (message: ContactMessage) => post<MessageResponse>(CONTACT_API.send, message) });
}
