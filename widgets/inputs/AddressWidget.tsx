import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formatAddress, type PickedAddress } from '../../src/engine';
import { clearsErrorNow, commitValue, isRequiredNow, textToValue } from '../commit';
import { useBufferedText } from '../useBufferedText';
import { AddressGroupContext } from '../address/group';
import {
  AUTOCOMPLETE_OPTIONS,
  googleMapsKey,
  loadGooglePlaces,
  onGoogleAuthFailure,
  placeToAddress,
  releaseAutocomplete,
  showGoogleSuggestions,
  type Autocomplete,
  type PlacesLibrary,
} from '../address/google';
import { loadOfflineSearch } from '../address/loadOfflineSearch';
import type { AddressSuggestion, LocalitySearch } from '../address/localitySearch';
import {
  ADDRESS_REQUIRED,
  addressAdded,
  addressReplaced,
  CHOOSE_FROM_LIST,
  noAddressMatch,
  SEARCH_BUTTON_LABEL,
  SEARCH_PLACEHOLDER,
  SUGGESTIONS_LABEL,
  UNDO_PICK_LABEL,
} from '../address/messages';
import '../address/address.css';

type Tone = 'success' | 'error' | 'info';
/** `formContext.notify(text, tone)`: the page's notices (src/app/notices.tsx); the widget shows its own line without. */
type Notify = (text: string, tone: Tone) => unknown;

/** Where suggestions come from: Google Places (with a key), or the built-in list (without one, or when Google fails). */
type Source = { kind: 'google-loading' } | { kind: 'google'; places: PlacesLibrary } | { kind: 'offline' };

export function suggestionsId(id: string) {
  return `${id}__suggestions`;
}

function optionId(id: string, index: number) {
  return `${id}__suggestion-${index}`;
}

/**
 * The address search box (CustomWidget 'address', on StreetAddress). Typing searches; picking a suggestion fills the
 * street, suburb, state, postcode and country fields of its block through the enclosing address group (see
 * AddressGroupField); outside a group the whole address becomes this field's value. What is typed without picking is
 * kept as the street, and the other fields stay editable: manual entry is always possible.
 *
 * With VITE_GOOGLE_MAPS_API_KEY it is a Google Places Autocomplete restricted to Australian addresses; otherwise it is
 * an ARIA combobox over the built-in list of Australian localities (arrow keys, Enter, Escape), loaded on first use.
 */
export default function AddressWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onBlur, onFocus, options, rawErrors, registry } = props;
  const group = useContext(AddressGroupContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<Source>(() => (googleMapsKey() ? { kind: 'google-loading' } : { kind: 'offline' }));
  const [search, setSearch] = useState<LocalitySearch | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<{ text: string; tone: Tone; undo?: () => void } | null>(null);

  const { text, setText, flush } = useBufferedText(value, (next) =>
    commitValue(props, textToValue(next, options.emptyValue)),
  );

  const say = (line: string, tone: Tone) => {
    const notify: unknown = registry.formContext?.notify;
    if (typeof notify === 'function') {
      (notify as Notify)(line, tone);
      setMessage(null);
    } else {
      setMessage({ text: line, tone });
    }
  };

  const pick = (picked: PickedAddress) => {
    setExpanded(false);
    setActive(-1);
    const address = formatAddress(picked);
    const typed = text.trim();
    // The box shows the street (the block's other fields show the rest); alone, it keeps the whole address.
    const shown = group ? picked.street : address;
    const show = (line: string) => {
      setText(line);
      flush();
      // Google writes its own text into the box; when our text did not change, React would not write it back.
      if (inputRef.current && inputRef.current.value !== line) inputRef.current.value = line;
    };
    show(shown);
    const filled = group?.fill(picked);
    // Typed text the pick does not keep as its street (Google's own street for a typed one) is named too.
    const streetLost = group !== null && typed !== '' && shown !== '' && !typed.toLowerCase().startsWith(shown.toLowerCase());
    const replaced = [...(streetLost ? [`the street “${typed}”`] : []), ...(filled?.replaced ?? [])];
    if (replaced.length === 0) {
      say(addressAdded(address), 'success');
      return;
    }
    // Never overwritten unseen: the line stays beside the box, with Undo, until the next typing.
    setMessage({
      text: addressReplaced(address, replaced),
      tone: 'info',
      undo: () => {
        filled?.undo();
        show(typed);
        setMessage(null);
        inputRef.current?.focus();
      },
    });
  };
  const pickRef = useRef(pick);
  const sayRef = useRef(say);
  useLayoutEffect(() => {
    pickRef.current = pick;
    sayRef.current = say;
  });

  // Google Places when a key is configured; the built-in list when not, or when Google cannot be used.
  useEffect(() => {
    if (source.kind !== 'google-loading') return;
    let cancelled = false;
    loadGooglePlaces(googleMapsKey() ?? '').then(
      (places) => !cancelled && setSource({ kind: 'google', places }),
      () => !cancelled && setSource({ kind: 'offline' }),
    );
    return () => {
      cancelled = true;
    };
  }, [source]);

  useEffect(() => {
    const input = inputRef.current;
    if (source.kind !== 'google' || !input) return;
    let autocomplete: Autocomplete;
    try {
      autocomplete = new source.places.Autocomplete(input, AUTOCOMPLETE_OPTIONS);
    } catch {
      setSource({ kind: 'offline' });
      return;
    }
    autocomplete.addListener('place_changed', () => {
      const picked = placeToAddress(autocomplete.getPlace());
      if (picked) pickRef.current(picked);
      else sayRef.current(CHOOSE_FROM_LIST, 'info');
    });
    const stopListening = onGoogleAuthFailure(() => setSource({ kind: 'offline' }));
    return () => {
      stopListening();
      releaseAutocomplete(autocomplete);
    };
  }, [source]);

  useEffect(() => {
    if (source.kind !== 'offline' || search) return;
    let cancelled = false;
    loadOfflineSearch().then(
      (loaded) => !cancelled && setSearch(() => loaded),
      // The list could not load (dropped connection): the box still takes typed addresses.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [source, search]);

  const offline = source.kind === 'offline';
  const suggestions: AddressSuggestion[] = useMemo(
    () => (offline && search && text.trim() !== '' ? search(text) : []),
    [offline, search, text],
  );
  const listShown = offline && expanded && suggestions.length > 0;
  const activeIndex = listShown && active < suggestions.length ? active : -1;

  const runSearch = () => {
    if (text.trim() === '') {
      say(ADDRESS_REQUIRED, 'error');
      inputRef.current?.focus();
      return;
    }
    if (source.kind === 'google' && inputRef.current) {
      showGoogleSuggestions(inputRef.current);
      return;
    }
    if (!offline || !search) return;
    inputRef.current?.focus();
    if (suggestions.length === 0) {
      setMessage({ text: noAddressMatch(text.trim()), tone: 'info' });
      return;
    }
    setExpanded(true);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!offline) return;
        event.preventDefault();
        if (!listShown) {
          setExpanded(true);
          setActive(suggestions.length > 0 ? 0 : -1);
        } else {
          setActive((activeIndex + 1) % suggestions.length);
        }
        return;
      case 'ArrowUp':
        if (!listShown) return;
        event.preventDefault();
        setActive(activeIndex <= 0 ? suggestions.length - 1 : activeIndex - 1);
        return;
      case 'Enter':
        // Enter in the search box searches or picks; it never submits the form.
        event.preventDefault();
        if (source.kind === 'google') {
          // Google's own key handler picks its highlighted suggestion.
          if (text.trim() === '') say(ADDRESS_REQUIRED, 'error');
          return;
        }
        if (activeIndex >= 0) pick(suggestions[activeIndex].picked);
        else runSearch();
        return;
      case 'Escape':
        if (!listShown) return;
        // Closes the list only, not a dialog the form may sit in.
        event.preventDefault();
        event.stopPropagation();
        setExpanded(false);
        setActive(-1);
        return;
      default:
    }
  };

  const invalid = (rawErrors?.length ?? 0) > 0 || undefined;
  const listboxId = suggestionsId(id);
  const messageId = `${id}__address-message`;
  const describedBy = [ariaDescribedByIds(id), message ? messageId : ''].filter((s) => s !== '').join(' ');
  const comboboxProps = offline
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': listShown,
        'aria-controls': listboxId,
        'aria-activedescendant': activeIndex >= 0 ? optionId(id, activeIndex) : undefined,
      }
    : {};

  return (
    <Flex direction="column" gap="1" className="engine-address">
      <Box position="relative">
        <Flex gap="2" align="center">
          <Box flexGrow="1" minWidth="0">
            <TextField.Root
              ref={inputRef}
              id={id}
              name={htmlName || id}
              size="3"
              type="text"
              autoComplete="off"
              spellCheck={false}
              placeholder={props.placeholder || SEARCH_PLACEHOLDER}
              value={text}
              disabled={disabled}
              readOnly={readonly}
              autoFocus={autofocus}
              aria-required={isRequiredNow(props) || undefined}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...comboboxProps}
              onChange={(event) => {
                setText(event.target.value, clearsErrorNow(rawErrors, event.target.value));
                setExpanded(true);
                setActive(-1);
                setMessage(null);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                flush();
                setExpanded(false);
                setActive(-1);
                onBlur(id, text);
              }}
              onFocus={() => onFocus(id, value)}
            />
          </Box>
          <IconButton
            type="button"
            size="3"
            variant="soft"
            aria-label={SEARCH_BUTTON_LABEL}
            title={SEARCH_BUTTON_LABEL}
            disabled={disabled || readonly}
            onClick={runSearch}
          >
            <MagnifyingGlassIcon width="18" height="18" />
          </IconButton>
        </Flex>
        {offline && (
          <ul
            id={listboxId}
            role="listbox"
            aria-label={SUGGESTIONS_LABEL}
            className="engine-address-list"
            hidden={!listShown}
            // Keeps the focus in the box while a suggestion is clicked or tapped.
            onMouseDown={(event) => event.preventDefault()}
          >
            {listShown &&
              suggestions.map((suggestion, index) => (
                <li
                  key={suggestion.id}
                  id={optionId(id, index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="engine-address-option"
                  onClick={() => pick(suggestion.picked)}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                >
                  {suggestion.picked.street && <span className="engine-address-street">{suggestion.picked.street}, </span>}
                  <span className="engine-address-locality">
                    {suggestion.picked.suburb} {suggestion.picked.state} {suggestion.picked.postcode}
                  </span>
                </li>
              ))}
          </ul>
        )}
      </Box>
      {message && (
        <Flex gap="3" align="center" wrap="wrap">
          <Text
            id={messageId}
            size="2"
            role={message.tone === 'error' ? 'alert' : 'status'}
            color={message.tone === 'error' ? 'red' : message.tone === 'success' ? 'green' : 'gray'}
          >
            {message.text}
          </Text>
          {message.undo ? (
            <Button type="button" size="1" variant="soft" onClick={message.undo}>
              {UNDO_PICK_LABEL}
            </Button>
          ) : null}
        </Flex>
      )}
    </Flex>
  );
}
