-- The columns of test mode (empresas.modo_pruebas_desde / modo_pruebas_por, comprobantes.entorno_envio)
-- were created by 0031, generated while they were already in the schema; this fills them for existing rows.
-- 'beta' could only be set through configurarEnvioSunat: it was chosen, so production keeps sending with it.
UPDATE "empresas" SET "modo_pruebas_desde" = now() WHERE "soap_envio" = 'beta' AND "modo_pruebas_desde" IS NULL;--> statement-breakpoint
-- A document already sent went to its company's destination (changes of destination were not kept before).
UPDATE "comprobantes" SET "entorno_envio" = "empresas"."soap_envio" FROM "empresas"
  WHERE "empresas"."id" = "comprobantes"."empresa_id" AND "comprobantes"."enviado_at" IS NOT NULL
  AND "comprobantes"."entorno_envio" IS NULL;
