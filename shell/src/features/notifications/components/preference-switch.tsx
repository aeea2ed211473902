import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

interface PreferenceSwitchProps {
  name: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  /** Why the switch is disabled, shown under it. */
  explanation: string | null;
  onChange: (checked: boolean) => void;
}

/** One preference: a labelled switch, with the reason when it cannot be used. */
export function PreferenceSwitch(props: PreferenceSwitchProps) {
  const { name, label, checked, disabled, explanation, onChange } = props;
  const helpId = `preference-${name}-help`;
  return (
    <>
      <FormControlLabel
        sx={{ display: 'flex', justifyContent: 'space-between', m: 0 }}
        labelPlacement="start"
        label={label}
        control={
          <Switch
            name={name}
            checked={checked}
            disabled={disabled}
            onChange={(_event, value) => onChange(value)}
            slotProps={{ input: explanation ? { 'aria-describedby': helpId } : {} }}
          />
        }
      />
      {explanation && <FormHelperText id={helpId}>{explanation}</FormHelperText>}
    </>
  );
}
