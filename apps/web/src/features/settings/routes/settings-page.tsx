import {
  APPROVAL_MODES,
  MFA_REQUIRED_FOR,
  SOCIAL_NETWORKS,
  paypalConfigInputSchema,
  securitySettingsInputSchema,
  type SecuritySettings,
  type Config,
  type PaypalConfig,
  type PaypalConfigInput,
  EXTEND_MAX_DAYS_LIMIT,
} from '@backoffice/contract/settings';
import { Fieldset, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconAdjustments,
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPaypal,
  IconBrandX,
  IconBrandYoutube,
  IconChecks,
  IconClockHour9,
  IconShare,
  IconShieldLock,
  IconTool,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { DecimalField } from '../../../shared/form/decimal-field';
import { EditForm } from '../../../shared/form/edit-form';
import { NumberField } from '../../../shared/form/number-field';
import { SelectField } from '../../../shared/form/select-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { SecretField } from '../../../shared/form/secret-field';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { TextField } from '../../../shared/form/text-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { FieldLabels } from '../../../shared/form/field-labels';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import {
  settingsKeys,
  useConfig,
  usePaypalConfig,
  useSecuritySettings,
  useUpdateConfig,
  useUpdatePaypalConfig,
  useUpdateSecuritySettings,
} from '../api/settings-api';
import {
  approvalsSchema,
  deadlinesSchema,
  toApprovals,
  toDeadlines,
  generalSchema,
  googleSchema,
  maintenanceSchema,
  socialMediaSchema,
  toGeneral,
  toGoogle,
  toMaintenance,
  toSocialMedia,
  versionFor,
} from '../components/config-sections';
import { MaintenanceSwitch } from '../components/maintenance-switch';
import { recordToasts } from '../../../shared/notifications/record-toasts';

const TABS = [
  'general',
  'maintenance',
  'socialMedia',
  'google',
  'paypal',
  'approvals',
  'deadlines',
  'security',
] as const;
type Tab = (typeof TABS)[number];

const NETWORK_ICONS = {
  linkedin: IconBrandLinkedin,
  facebook: IconBrandFacebook,
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
} as const;

/** The PayPal form's values: a secret shows as its mask until a new one is typed. */
function toPaypalValues(config: PaypalConfig): PaypalConfigInput {
  const c = config.defaultCredentials;
  return {
    maxAmount: config.maxAmount,
    defaultCredentials: {
      productionMode: c.productionMode,
      sandboxClientId: c.sandboxClientId,
      sandboxClientSecret: c.sandboxClientSecret.mask,
      productionClientId: c.productionClientId,
      productionClientSecret: c.productionClientSecret.mask,
    },
  };
}

/** The security form's values (REQ-STEP-3, REQ-MFA-POL-1). */
function toSecurityValues(settings: SecuritySettings) {
  return {
    stepUpMinutes: settings.stepUpMinutes,
    mfaRequiredFor: settings.mfaRequiredFor,
    mfaGraceDays: settings.mfaGraceDays,
  };
}

/**
 * `/settings` and `/general` (`admin:config:get`, REQ-SETTINGS-1): General, Maintenance,
 * Social media, Google and PayPal, each a form of its own with reload and save above and below.
 * Read-only without `admin:config:edit`.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const queryClient = useQueryClient();
  const config = useConfig();
  const update = useUpdateConfig();
  const paypal = usePaypalConfig();
  const updatePaypal = useUpdatePaypalConfig();
  const security = useSecuritySettings();
  const updateSecurity = useUpdateSecuritySettings();
  // the server lets only the super admin save the security settings; others may read them
  const superAdmin = useCurrentUser().data?.isSuperAdmin === true;
  const can = useCan();
  const readOnly = !can('admin:config:edit');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: Tab = TABS.find((tab) => tab === requested) ?? 'general';
  const openTab = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'general') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  const messages = recordToasts(t, 'config').update;
  const saveSection =
    <T,>(section: (config: Config) => T) =>
    (values: T, loaded: Config) =>
      update.mutateAsync({
        data: values as never,
        version: versionFor(section, loaded, queryClient.getQueryData(settingsKeys.config)),
      });
  const common = {
    titleOrder: 2 as const,
    listPath: '/',
    listTitle: null,
    query: config,
    readOnly,
    messages,
  };

  const tabs: { value: Tab; icon: ReactNode; content: ReactNode }[] = [
    {
      value: 'general',
      icon: <IconAdjustments size={16} />,
      content: (
        <EditForm
          {...common}
          title={t('settings.tabs.general')}
          schema={generalSchema}
          toValues={toGeneral}
          onSave={saveSection(toGeneral)}
        >
          {(form) => (
            <Fieldset legend={t('settings.fields.contactForm')} variant="unstyled">
              <Stack gap="md">
                <TextField
                  control={form.control}
                  name="contactForm.sendFrom"
                  label={t('settings.fields.sendFrom')}
                  description={t('settings.fields.sendFromHint')}
                  type="email"
                  required
                />
                <TextField
                  control={form.control}
                  name="contactForm.sendFromName"
                  label={t('settings.fields.sendFromName')}
                  required
                />
                <TextField
                  control={form.control}
                  name="contactForm.sendTo"
                  label={t('settings.fields.sendTo')}
                  description={t('settings.fields.sendToHint')}
                  type="email"
                  required
                />
              </Stack>
            </Fieldset>
          )}
        </EditForm>
      ),
    },
    {
      value: 'maintenance',
      icon: <IconTool size={16} />,
      content: (
        <EditForm
          {...common}
          title={t('settings.tabs.maintenance')}
          schema={maintenanceSchema}
          toValues={toMaintenance}
          onSave={saveSection(toMaintenance)}
        >
          {(form) => (
            <>
              <MaintenanceSwitch
                control={form.control}
                label={t('settings.fields.maintenanceMode')}
                description={t('settings.fields.maintenanceModeHint')}
              />
              <TranslatableField
                control={form.control}
                name="maintenanceModeTitle"
                requiredLanguages={['pl', 'en']}
              />
              <TranslatableField
                control={form.control}
                name="maintenanceModeMessage"
                requiredLanguages={['pl', 'en']}
                multiline
              />
              <Text size="sm" c="dimmed">
                {t('settings.fields.systemMaintenanceHint')}
              </Text>
              <TranslatableField
                control={form.control}
                name="systemMaintenanceModeTitle"
                requiredLanguages={['pl', 'en']}
              />
              <TranslatableField
                control={form.control}
                name="systemMaintenanceModeMessage"
                requiredLanguages={['pl', 'en']}
                multiline
              />
            </>
          )}
        </EditForm>
      ),
    },
    {
      value: 'socialMedia',
      icon: <IconShare size={16} />,
      content: (
        <EditForm
          {...common}
          title={t('settings.tabs.socialMedia')}
          schema={socialMediaSchema}
          toValues={toSocialMedia}
          onSave={saveSection(toSocialMedia)}
        >
          {(form) =>
            SOCIAL_NETWORKS.map((name) => {
              const Icon = NETWORK_ICONS[name];
              const network = t(`settings.networks.${name}`);
              return (
                <Fieldset
                  key={name}
                  legend={
                    <Group gap={6}>
                      <Icon size={18} aria-hidden />
                      <span>{network}</span>
                    </Group>
                  }
                >
                  <Group align="flex-start" gap="md" wrap="wrap">
                    <SwitchField
                      control={form.control}
                      name={`socialMediaIcons.${name}.isEnabled`}
                      label={`${t('settings.fields.isEnabled')}: ${network}`}
                      mt={30}
                    />
                    <NumberField
                      control={form.control}
                      name={`socialMediaIcons.${name}.position`}
                      label={`${t('settings.fields.position')}: ${network}`}
                      min={1}
                      w={140}
                      required
                    />
                    <TextField
                      control={form.control}
                      name={`socialMediaIcons.${name}.url`}
                      label={`${t('settings.fields.url')}: ${network}`}
                      placeholder="https://"
                      type="url"
                      style={{ flex: 1, minWidth: 220 }}
                    />
                  </Group>
                </Fieldset>
              );
            })
          }
        </EditForm>
      ),
    },
    {
      value: 'google',
      icon: <IconBrandGoogle size={16} />,
      content: (
        <EditForm
          {...common}
          title={t('settings.tabs.google')}
          schema={googleSchema}
          toValues={toGoogle}
          onSave={saveSection(toGoogle)}
        >
          {(form) => (
            <>
              <TextField
                control={form.control}
                name="googleAnalyticsId"
                description={t('settings.fields.googleAnalyticsHint')}
              />
              <TextField
                control={form.control}
                name="googleMapsId"
                description={t('settings.fields.googleMapsHint')}
                autoComplete="off"
              />
            </>
          )}
        </EditForm>
      ),
    },
    {
      value: 'paypal',
      icon: <IconBrandPaypal size={16} />,
      content: (
        <EditForm
          {...common}
          query={paypal}
          title={t('settings.tabs.paypal')}
          schema={paypalConfigInputSchema}
          toValues={toPaypalValues}
          onSave={(data, loaded) => updatePaypal.mutateAsync({ data, version: loaded.version })}
          messages={recordToasts(t, 'paypal-config').update}
        >
          {(form, loaded) => <PaypalFields control={form.control} loaded={loaded} />}
        </EditForm>
      ),
    },
    {
      value: 'approvals',
      icon: <IconChecks size={16} />,
      content: (
        <EditForm
          {...common}
          title={t('settings.tabs.approvals')}
          schema={approvalsSchema}
          toValues={toApprovals}
          onSave={saveSection(toApprovals)}
        >
          {(form) => (
            <>
              <SelectField
                control={form.control}
                name="approvals.mode"
                label={t('settings.approvals.mode')}
                description={t('settings.approvals.modeHint')}
                data={APPROVAL_MODES.map((mode) => ({
                  value: mode,
                  label: t(`settings.approvals.modes.${mode}`),
                }))}
                allowDeselect={false}
                w={{ base: '100%', sm: 420 }}
              />
              <DecimalField
                control={form.control}
                name="approvals.threshold"
                label={t('settings.approvals.threshold')}
                description={t('settings.approvals.thresholdHint')}
                required
                suffix="PLN"
                w={{ base: '100%', sm: 280 }}
              />
            </>
          )}
        </EditForm>
      ),
    },
    {
      value: 'deadlines',
      icon: <IconClockHour9 size={16} />,
      content: (
        <EditForm
          {...common}
          title={t('settings.tabs.deadlines')}
          schema={deadlinesSchema}
          toValues={toDeadlines}
          onSave={saveSection(toDeadlines)}
        >
          {(form) => (
            <NumberField
              control={form.control}
              name="deadlines.extendMaxDays"
              label={t('settings.deadlines.extendMaxDays')}
              description={t('settings.deadlines.extendMaxDaysHint')}
              min={1}
              max={EXTEND_MAX_DAYS_LIMIT}
              required
              w={{ base: '100%', sm: 280 }}
            />
          )}
        </EditForm>
      ),
    },
    {
      value: 'security',
      icon: <IconShieldLock size={16} />,
      content: (
        <EditForm
          {...common}
          query={security}
          readOnly={readOnly || !superAdmin}
          title={t('settings.tabs.security')}
          schema={securitySettingsInputSchema}
          toValues={toSecurityValues}
          onSave={(data, loaded) => updateSecurity.mutateAsync({ data, version: loaded.version })}
          messages={recordToasts(t, 'security-settings').update}
        >
          {(form) => (
            <>
              {superAdmin ? null : (
                <Text size="sm">{t('settings.securityFields.onlySuperAdmin')}</Text>
              )}
              <NumberField
                control={form.control}
                name="stepUpMinutes"
                label={t('settings.securityFields.stepUpMinutes')}
                description={t('settings.securityFields.stepUpMinutesHint')}
                min={1}
                max={720}
                required
                w={{ base: '100%', sm: 280 }}
              />
              <SelectField
                control={form.control}
                name="mfaRequiredFor"
                label={t('settings.securityFields.mfaRequiredFor')}
                description={t('settings.securityFields.mfaRequiredForHint')}
                data={MFA_REQUIRED_FOR.map((value) => ({
                  value,
                  label: t(`settings.securityFields.requiredFor.${value}`),
                }))}
                allowDeselect={false}
                required
                w={{ base: '100%', sm: 420 }}
              />
              <NumberField
                control={form.control}
                name="mfaGraceDays"
                label={t('settings.securityFields.mfaGraceDays')}
                description={t('settings.securityFields.mfaGraceDaysHint')}
                min={0}
                max={365}
                required
                w={{ base: '100%', sm: 280 }}
              />
            </>
          )}
        </EditForm>
      ),
    },
  ];

  return (
    <FieldLabels area="settings">
      <Stack gap="md">
        <Title order={1}>{t('settings.title')}</Title>
        <Tabs value={active} onChange={openTab} keepMounted>
          <Tabs.List mb="md">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
                {t(`settings.tabs.${tab.value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {/* every tab's form stays mounted: typed values survive a look at another tab */}
              {tab.content}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </FieldLabels>
  );
}

type PaypalFormControl = Control<ReturnType<typeof toPaypalValues>, unknown, PaypalConfigInput>;

function PaypalFields({ control, loaded }: { control: PaypalFormControl; loaded: PaypalConfig }) {
  const { t } = useTranslation();
  const c = loaded.defaultCredentials;
  // the hint says what the switch does in the state it is in now (REQ-POLISH-2)
  const productionMode = useWatch({ control, name: 'defaultCredentials.productionMode' });
  return (
    <>
      <DecimalField
        control={control}
        name="maxAmount"
        label={t('settings.paypalFields.maxAmount')}
        description={t('settings.paypalFields.maxAmountHint')}
        required
        suffix="PLN"
        w={{ base: '100%', sm: 280 }}
      />
      <SwitchField
        control={control}
        name="defaultCredentials.productionMode"
        label={t('settings.paypalFields.productionMode')}
        description={t(
          productionMode
            ? 'settings.paypalFields.productionModeOn'
            : 'settings.paypalFields.productionModeOff',
        )}
      />
      <Fieldset legend={t('settings.paypalFields.sandbox')}>
        <Stack gap="md">
          <TextField
            control={control}
            name="defaultCredentials.sandboxClientId"
            label={t('settings.paypalFields.sandboxClientId')}
            autoComplete="off"
          />
          <SecretField
            control={control}
            name="defaultCredentials.sandboxClientSecret"
            label={t('settings.paypalFields.sandboxClientSecret')}
            stored={c.sandboxClientSecret}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('settings.paypalFields.production')}>
        <Stack gap="md">
          <TextField
            control={control}
            name="defaultCredentials.productionClientId"
            label={t('settings.paypalFields.productionClientId')}
            autoComplete="off"
          />
          <SecretField
            control={control}
            name="defaultCredentials.productionClientSecret"
            label={t('settings.paypalFields.productionClientSecret')}
            stored={c.productionClientSecret}
          />
        </Stack>
      </Fieldset>
    </>
  );
}
