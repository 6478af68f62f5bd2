import { type ToastService, toastService } from './toast-service';

/** Shows toasts (success/info/warn/error with a `life` in ms) from a component. */
export function useToast(): ToastService {
  return toastService;
}
