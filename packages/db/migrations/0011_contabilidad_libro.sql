CREATE TABLE "asiento_lineas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"operacion_id" uuid NOT NULL,
	"linea" integer NOT NULL,
	"cuenta" text NOT NULL,
	"debe" numeric(16, 2) DEFAULT '0' NOT NULL,
	"haber" numeric(16, 2) DEFAULT '0' NOT NULL,
	"debe_me" numeric(16, 2) DEFAULT '0' NOT NULL,
	"haber_me" numeric(16, 2) DEFAULT '0' NOT NULL,
	"glosa" text,
	"centro_costo_id" uuid,
	"persona_id" uuid,
	"tipo_comprobante" text,
	"serie" text,
	"numero" text,
	"fecha_vencimiento" text,
	"destino" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asiento_lineas_linea_uq" UNIQUE("operacion_id","linea")
);
--> statement-breakpoint
CREATE TABLE "cuo_contadores" (
	"empresa_id" uuid NOT NULL,
	"periodo" text NOT NULL,
	"libro" text NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cuo_contadores_empresa_id_periodo_libro_pk" PRIMARY KEY("empresa_id","periodo","libro")
);
--> statement-breakpoint
CREATE TABLE "operaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"periodo" text NOT NULL,
	"libro" text NOT NULL,
	"tipo_operacion" smallint NOT NULL,
	"numero_cuo" integer NOT NULL,
	"cuo" text NOT NULL,
	"fecha_contable" text NOT NULL,
	"fecha_emision" text,
	"fecha_vencimiento" text,
	"glosa" text NOT NULL,
	"glosa_referencia" text,
	"moneda" text DEFAULT 'PEN' NOT NULL,
	"tipo_cambio" numeric(10, 3) DEFAULT '1' NOT NULL,
	"persona_id" uuid,
	"persona_tipo_documento" text,
	"persona_numero_documento" text,
	"persona_nombre" text,
	"tipo_comprobante" text,
	"serie" text,
	"numero" text,
	"numero_final" text,
	"modifica_fecha" text,
	"modifica_tipo" text,
	"modifica_serie" text,
	"modifica_numero" text,
	"comprobante_id" uuid,
	"exportacion" numeric(16, 2) DEFAULT '0' NOT NULL,
	"base_gravada" numeric(16, 2) DEFAULT '0' NOT NULL,
	"igv" numeric(16, 2) DEFAULT '0' NOT NULL,
	"base_gravada_mixta" numeric(16, 2) DEFAULT '0' NOT NULL,
	"igv_mixta" numeric(16, 2) DEFAULT '0' NOT NULL,
	"base_sin_credito" numeric(16, 2) DEFAULT '0' NOT NULL,
	"igv_sin_credito" numeric(16, 2) DEFAULT '0' NOT NULL,
	"exonerada" numeric(16, 2) DEFAULT '0' NOT NULL,
	"inafecta" numeric(16, 2) DEFAULT '0' NOT NULL,
	"isc" numeric(16, 2) DEFAULT '0' NOT NULL,
	"icbper" numeric(16, 2) DEFAULT '0' NOT NULL,
	"otros" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado_ple" text DEFAULT '1' NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "operaciones_cuo_uq" UNIQUE("empresa_id","periodo","libro","numero_cuo"),
	CONSTRAINT "operaciones_empresa_id_uq" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "periodos_contables" (
	"empresa_id" uuid NOT NULL,
	"periodo" text NOT NULL,
	"cerrado" boolean DEFAULT false NOT NULL,
	"libros_generados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periodos_contables_empresa_id_periodo_pk" PRIMARY KEY("empresa_id","periodo")
);
--> statement-breakpoint
ALTER TABLE "asiento_lineas" ADD CONSTRAINT "asiento_lineas_centro_costo_id_centros_costo_id_fk" FOREIGN KEY ("centro_costo_id") REFERENCES "public"."centros_costo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asiento_lineas" ADD CONSTRAINT "asiento_lineas_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asiento_lineas" ADD CONSTRAINT "asiento_lineas_operacion_fk" FOREIGN KEY ("empresa_id","operacion_id") REFERENCES "public"."operaciones"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asiento_lineas" ADD CONSTRAINT "asiento_lineas_cuenta_fk" FOREIGN KEY ("empresa_id","cuenta") REFERENCES "public"."pcge_cuentas"("empresa_id","codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuo_contadores" ADD CONSTRAINT "cuo_contadores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operaciones" ADD CONSTRAINT "operaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operaciones" ADD CONSTRAINT "operaciones_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operaciones" ADD CONSTRAINT "operaciones_comprobante_id_comprobantes_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operaciones" ADD CONSTRAINT "operaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodos_contables" ADD CONSTRAINT "periodos_contables_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asiento_lineas_cuenta_idx" ON "asiento_lineas" USING btree ("empresa_id","cuenta");--> statement-breakpoint
CREATE INDEX "asiento_lineas_documento_idx" ON "asiento_lineas" USING btree ("empresa_id","persona_id","tipo_comprobante","serie","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "operaciones_comprobante_uq" ON "operaciones" USING btree ("comprobante_id");--> statement-breakpoint
CREATE INDEX "operaciones_empresa_periodo_idx" ON "operaciones" USING btree ("empresa_id","periodo","libro");--> statement-breakpoint
CREATE INDEX "operaciones_documento_idx" ON "operaciones" USING btree ("empresa_id","tipo_comprobante","serie","numero");--> statement-breakpoint
-- Double entry, enforced by the database: at commit, every operation touched must balance in soles and
-- in its foreign currency. Deferred, so an operation's lines can be written one by one in a transaction.
CREATE FUNCTION asiento_cuadrado() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  op uuid := COALESCE(NEW.operacion_id, OLD.operacion_id);
  d numeric; h numeric; dme numeric; hme numeric;
BEGIN
  SELECT COALESCE(sum(debe), 0), COALESCE(sum(haber), 0), COALESCE(sum(debe_me), 0), COALESCE(sum(haber_me), 0)
    INTO d, h, dme, hme FROM asiento_lineas WHERE operacion_id = op;
  IF d <> h THEN
    RAISE EXCEPTION 'Asiento descuadrado: debe % y haber % en la operación %', d, h, op
      USING ERRCODE = '23514';
  END IF;
  IF dme <> hme THEN
    RAISE EXCEPTION 'Asiento descuadrado en moneda extranjera: debe % y haber % en la operación %', dme, hme, op
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER asiento_lineas_cuadre
  AFTER INSERT OR UPDATE OR DELETE ON asiento_lineas
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION asiento_cuadrado();
--> statement-breakpoint
ALTER TABLE asiento_lineas ADD CONSTRAINT asiento_lineas_importes_ck
  CHECK (debe >= 0 AND haber >= 0 AND debe_me >= 0 AND haber_me >= 0);
