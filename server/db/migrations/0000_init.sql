CREATE TABLE "check_purposes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"service_id" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_services" (
	"client_id" integer NOT NULL,
	"service_id" text NOT NULL,
	"contract_price" numeric(10, 2) NOT NULL,
	CONSTRAINT "client_services_client_id_service_id_pk" PRIMARY KEY("client_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"abn" text,
	"logo_url" text DEFAULT '' NOT NULL,
	"client_key" text,
	"email_domain" text,
	"is_recruiter" boolean DEFAULT false NOT NULL,
	"pay_option" text DEFAULT 'Either' NOT NULL,
	"folder_location" text DEFAULT '' NOT NULL,
	CONSTRAINT "clients_client_key_unique" UNIQUE("client_key")
);
--> statement-breakpoint
CREATE TABLE "cost_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tab_name" text NOT NULL,
	"field_id" text NOT NULL,
	"field_name" text NOT NULL,
	"field_type" text NOT NULL,
	"is_compulsory" text DEFAULT 'No' NOT NULL,
	"parent_field" text,
	"portal_section" text,
	"form_section" text,
	"combo_category" text,
	"table_location" text,
	"custom_widget" text,
	"help_text" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"look_up_value" text NOT NULL,
	"mapping_value" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"question_section" text NOT NULL,
	"question_type" text NOT NULL,
	"question_desc" text NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service_id" text NOT NULL,
	"check_status" text DEFAULT 'Open' NOT NULL,
	"delay_reason" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"download_restriction" text DEFAULT 'None' NOT NULL,
	"results_location" text DEFAULT '' NOT NULL,
	"results_score" text DEFAULT '' NOT NULL,
	"check_start" timestamp with time zone,
	"check_completion" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"recruiter_client_id" integer,
	"ordered_by_user_id" integer,
	"status" text DEFAULT 'Open' NOT NULL,
	"order_type" text DEFAULT 'General' NOT NULL,
	"check_purpose" text DEFAULT 'Employment' NOT NULL,
	"cost_centre_id" integer,
	"applicant_to_pay" text DEFAULT 'N' NOT NULL,
	"total_order" numeric(10, 2) DEFAULT '0' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"report_location" text DEFAULT '' NOT NULL,
	"ads_flag" text DEFAULT 'N' NOT NULL,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"lodged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submitted_ip" text,
	"request_key" text
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recruiter_clients" (
	"recruiter_client_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	CONSTRAINT "recruiter_clients_recruiter_client_id_client_id_pk" PRIMARY KEY("recruiter_client_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "reference_template_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"question_section" text NOT NULL,
	"question_type" text NOT NULL,
	"question_desc" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"template_type" text NOT NULL,
	"check_purpose" text DEFAULT 'Employment' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"service_id" text PRIMARY KEY NOT NULL,
	"service_name" text NOT NULL,
	"run_option" text DEFAULT 'Full scope' NOT NULL,
	"package_name" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"init_day" integer DEFAULT 1 NOT NULL,
	"end_day" integer DEFAULT 5 NOT NULL,
	"list_price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"client_id" integer,
	"access_level" text DEFAULT 'Full view' NOT NULL,
	"show_client_name" text DEFAULT '0' NOT NULL,
	"search_client" text DEFAULT '0' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "check_purposes" ADD CONSTRAINT "check_purposes_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_services" ADD CONSTRAINT "client_services_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centres" ADD CONSTRAINT "cost_centres_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_questions" ADD CONSTRAINT "order_questions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_service_id_services_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("service_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recruiter_client_id_clients_id_fk" FOREIGN KEY ("recruiter_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ordered_by_user_id_users_id_fk" FOREIGN KEY ("ordered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cost_centre_id_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."cost_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_clients" ADD CONSTRAINT "recruiter_clients_recruiter_client_id_clients_id_fk" FOREIGN KEY ("recruiter_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_clients" ADD CONSTRAINT "recruiter_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_template_questions" ADD CONSTRAINT "reference_template_questions_template_id_reference_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."reference_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_templates" ADD CONSTRAINT "reference_templates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_definitions_tab_idx" ON "field_definitions" USING btree ("tab_name");--> statement-breakpoint
CREATE INDEX "lookups_category_idx" ON "lookups" USING btree ("category");--> statement-breakpoint
CREATE INDEX "order_services_order_idx" ON "order_services" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_applicant_idx" ON "orders" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request_key_idx" ON "orders" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");