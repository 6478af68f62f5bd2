/** The HTML of every account mail: a title, a paragraph and one button to the link (escaped). */
export function plantilla(titulo: string, parrafo: string, enlace: string, boton: string): string {
  const seguro = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h2>${seguro(titulo)}</h2><p>${seguro(parrafo)}</p>
<p><a href="${seguro(enlace)}" style="background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${seguro(boton)}</a></p>
<p style="font-size:12px;color:#6b7280">Si el botón no funciona, copie este enlace en su navegador:<br>${seguro(enlace)}</p>
</body></html>`;
}
