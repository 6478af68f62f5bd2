CREATE TABLE "conciliacion_extracto" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"conciliacion_id" uuid NOT NULL,
	"fila" integer NOT NULL,
	"fecha" text NOT NULL,
	"descripcion" text NOT NULL,
	"numero_operacion" text,
	"importe" numeric(16, 2) NOT NULL,
	"saldo" numeric(16, 2),
	"asiento_linea_id" uuid,
	"forma" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conciliaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"cuenta_financiera_id" uuid NOT NULL,
	"periodo" text NOT NULL,
	"saldo_inicial" numeric(16, 2) DEFAULT '0' NOT NULL,
	"saldo_final" numeric(16, 2) DEFAULT '0' NOT NULL,
	"archivo" text,
	"validada" boolean DEFAULT false NOT NULL,
	"validada_at" timestamp with time zone,
	"validada_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conciliaciones_cuenta_periodo_uq" UNIQUE("empresa_id","cuenta_financiera_id","periodo"),
	CONSTRAINT "conciliaciones_empresa_id_uq" UNIQUE("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "conciliacion_extracto" ADD CONSTRAINT "conciliacion_extracto_asiento_linea_id_asiento_lineas_id_fk" FOREIGN KEY ("asiento_linea_id") REFERENCES "public"."asiento_lineas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conciliacion_extracto" ADD CONSTRAINT "conciliacion_extracto_conciliacion_fk" FOREIGN KEY ("empresa_id","conciliacion_id") REFERENCES "public"."conciliaciones"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conciliaciones" ADD CONSTRAINT "conciliaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conciliaciones" ADD CONSTRAINT "conciliaciones_cuenta_financiera_id_cuentas_financieras_id_fk" FOREIGN KEY ("cuenta_financiera_id") REFERENCES "public"."cuentas_financieras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conciliaciones" ADD CONSTRAINT "conciliaciones_validada_por_usuarios_id_fk" FOREIGN KEY ("validada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conciliacion_extracto_asiento_uq" ON "conciliacion_extracto" USING btree ("asiento_linea_id") WHERE "conciliacion_extracto"."asiento_linea_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "conciliacion_extracto_fila_idx" ON "conciliacion_extracto" USING btree ("conciliacion_id","fila");