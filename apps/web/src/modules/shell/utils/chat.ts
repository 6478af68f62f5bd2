/** Who is chatting, as the live-chat widget tags the visitor (spec 01 §1). */
export interface DatosVisitante {
  userId: string | null;
  nombres: string | null;
  email: string | null;
  roleId: string | null;
  empresa: string | null;
  ruc: string | null;
}

export interface VisitanteChat {
  /** Shown to the agent before the chat starts. */
  visitor: { name: string; email: string };
  /** Custom attributes (the widget accepts short alphanumeric keys). */
  atributos: Record<string, string>;
}

export function visitanteChat(d: DatosVisitante): VisitanteChat {
  const atributos: Record<string, string> = {};
  const poner = (clave: string, valor: string | null) => {
    if (valor?.trim()) atributos[clave] = valor.trim();
  };
  poner('id', d.userId);
  poner('empresa', d.empresa);
  poner('ruc', d.ruc);
  poner('rol', d.roleId);
  return { visitor: { name: d.nombres?.trim() || d.email || 'Visitante', email: d.email ?? '' }, atributos };
}

interface TawkApi {
  visitor?: { name: string; email: string };
  onLoad?: () => void;
  setAttributes?: (atributos: Record<string, string>, listo: (error?: unknown) => void) => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

const ID_SCRIPT = 'chat-en-vivo';

/**
 * Loads the tawk.to widget once per page with the visitor set before it starts (its documented
 * `Tawk_API.visitor`) and the attributes sent when it has loaded.
 */
export function cargarChat(url: string, v: VisitanteChat): void {
  if (document.getElementById(ID_SCRIPT)) return;
  const api: TawkApi = window.Tawk_API ?? {};
  api.visitor = v.visitor;
  api.onLoad = () => api.setAttributes?.(v.atributos, () => undefined);
  window.Tawk_API = api;
  window.Tawk_LoadStart = new Date();
  const script = document.createElement('script');
  script.id = ID_SCRIPT;
  script.async = true;
  script.src = url;
  script.charset = 'UTF-8';
  script.setAttribute('crossorigin', '*');
  document.body.append(script);
}
