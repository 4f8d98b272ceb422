import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useToast } from '#web/hooks/use-toast.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';

const ICONS = {
  default: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />,
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-healthy" />,
  error: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgent" />,
} as const;

/** Renders the toast store; mount once near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant = 'default', isOpen }) => (
        <Toast
          key={id}
          variant={variant}
          open={isOpen}
          onOpenChange={(open) => {
            if (!open) dismiss(id);
          }}
        >
          {ICONS[variant]}
          <div className="grid gap-0.5">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
