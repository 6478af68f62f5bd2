CREATE TABLE "contratos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"trabajador_id" uuid NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date,
	"regimen_laboral" text NOT NULL,
	"cargo" text NOT NULL,
	"remuneracion_basica" numeric(14, 2) DEFAULT '0' NOT NULL,
	"asignacion_familiar" boolean DEFAULT false NOT NULL,
	"sistema_pension" text NOT NULL,
	"afp" text,
	"cuspp" text,
	"comision_afp" text,
	"salud" text NOT NULL,
	"tasa_sctr_salud" numeric(7, 4),
	"tasa_sctr_pension" numeric(7, 4),
	"horas_diarias" integer DEFAULT 8 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planilla_trabajadores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"planilla_id" uuid NOT NULL,
	"trabajador_id" uuid NOT NULL,
	"contrato_id" uuid NOT NULL,
	"entrada" jsonb NOT NULL,
	"boleta" jsonb NOT NULL,
	"neto" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planillas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"periodo" text NOT NULL,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"total_ingresos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_retenciones" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_descuentos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_aportes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_neto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"operacion_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trabajadores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"tipo_documento" text NOT NULL,
	"numero_documento" text NOT NULL,
	"apellido_paterno" text NOT NULL,
	"apellido_materno" text DEFAULT '' NOT NULL,
	"nombres" text NOT NULL,
	"fecha_nacimiento" date,
	"sexo" text,
	"direccion" text,
	"email" text,
	"telefono" text,
	"banco" text,
	"cuenta_bancaria" text,
	"fecha_ingreso" date NOT NULL,
	"fecha_cese" date,
	"motivo_cese" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_trabajador_id_trabajadores_id_fk" FOREIGN KEY ("trabajador_id") REFERENCES "public"."trabajadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_trabajadores" ADD CONSTRAINT "planilla_trabajadores_planilla_id_planillas_id_fk" FOREIGN KEY ("planilla_id") REFERENCES "public"."planillas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_trabajadores" ADD CONSTRAINT "planilla_trabajadores_trabajador_id_trabajadores_id_fk" FOREIGN KEY ("trabajador_id") REFERENCES "public"."trabajadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planilla_trabajadores" ADD CONSTRAINT "planilla_trabajadores_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planillas" ADD CONSTRAINT "planillas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planillas" ADD CONSTRAINT "planillas_operacion_id_operaciones_id_fk" FOREIGN KEY ("operacion_id") REFERENCES "public"."operaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trabajadores" ADD CONSTRAINT "trabajadores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contratos_trabajador_idx" ON "contratos" USING btree ("empresa_id","trabajador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planilla_trabajadores_uq" ON "planilla_trabajadores" USING btree ("planilla_id","contrato_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planillas_periodo_uq" ON "planillas" USING btree ("empresa_id","periodo");--> statement-breakpoint
CREATE UNIQUE INDEX "trabajadores_documento_uq" ON "trabajadores" USING btree ("empresa_id","tipo_documento","numero_documento") WHERE "trabajadores"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trabajadores_busqueda_idx" ON "trabajadores" USING btree ("empresa_id","apellido_paterno");