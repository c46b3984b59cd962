// A widget whose code loads when a form first draws it (issue 10, first loads): the signature pad, the document and
// selfie uploads (file manager, camera) and the address search are 11 KiB gzip that most forms never show, and every
// form page carried them through the registry. Until its code is here the field shows a short "Loading…" line; a step
// that always shows one loads it with its own code (preload(), e.g. ConsentStep), so it is there on first draw.
import { useEffect, useState, type ComponentType } from 'react';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import type { WidgetProps } from '@rjsf/utils';

type WidgetModule = { default: ComponentType<WidgetProps> };

export interface DeferredWidget {
  (props: WidgetProps): React.JSX.Element;
  /** Starts loading the widget's code (once); resolves when it is here. */
  preload(): Promise<void>;
}

export function deferredWidget(load: () => Promise<WidgetModule>): DeferredWidget {
  let Loaded: ComponentType<WidgetProps> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A failed fetch is tried again by the next form that draws the widget.
        loading = undefined;
        throw error;
      },
    ));

  function Deferred(props: WidgetProps) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      preload().then(
        () => live && setArrived(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, []);
    // The code could not be fetched: the nearest error boundary says so, as for a page whose code is missing.
    if (failure) throw failure.error;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Flex id={props.id} align="center" gap="2" py="2" role="status">
        <Spinner />
        <Text size="2" color="gray">
          Loading {props.label || 'this field'}…
        </Text>
      </Flex>
    );
  }
  return Object.assign(Deferred, { preload });
}
