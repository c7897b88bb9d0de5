// Command kubecheck checks the kustomize base of a generated project offline, standing in for
// kubeconform (whose schemas are downloaded at run time): it builds the kustomization with kustomize's
// own library (krusty, as `kubectl apply -k` does), decodes each object strictly into the typed
// structs of k8s.io/api (an unknown or misplaced field, a wrong type or a malformed quantity is an
// error), checks names and labels as the API server does, and checks what the project promises: the
// probes call /health on a port of the container, the Service and the envFrom references reach their
// targets, resources and a non-root security context are set.
//
//	kubecheck <kustomization directory>
package main

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation"
	"sigs.k8s.io/json"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
)

// portVariables maps the variables that set a port of the service to the name of its container port.
var portVariables = map[string]string{"PORT": "http", "GRPC_PORT": "grpc"}

type checker struct {
	problems []string
}

func (c *checker) fail(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

// decode fills obj from the JSON of one object as the API server reads it: field names are
// case-sensitive, and fields that obj's type does not have or that appear twice are errors.
func (c *checker) decode(what string, doc []byte, obj any) bool {
	strict, err := json.UnmarshalStrict(doc, obj)
	if err == nil {
		err = errors.Join(strict...)
	}
	if err != nil {
		c.fail("%s does not match the Kubernetes API: %v", what, err)
		return false
	}
	return true
}

func (c *checker) name(what, name string, dns1035 bool) {
	check := validation.IsDNS1123Subdomain
	if dns1035 {
		// Service names become DNS labels.
		check = validation.IsDNS1035Label
	}
	for _, msg := range check(name) {
		c.fail("%s: name %q: %s", what, name, msg)
	}
}

func (c *checker) labels(what string, labels map[string]string) {
	for k, v := range labels {
		for _, msg := range validation.IsQualifiedName(k) {
			c.fail("%s: label key %q: %s", what, k, msg)
		}
		for _, msg := range validation.IsValidLabelValue(v) {
			c.fail("%s: label %s value %q: %s", what, k, v, msg)
		}
	}
}

// portOf resolves a probe's or Service's target port to a container port number, or 0.
func portOf(container corev1.Container, port intstr.IntOrString) int32 {
	for _, p := range container.Ports {
		if (port.Type == intstr.String && p.Name == port.StrVal) || (port.Type == intstr.Int && p.ContainerPort == port.IntVal) {
			return p.ContainerPort
		}
	}
	return 0
}

func (c *checker) probe(what string, container corev1.Container, probe *corev1.Probe) {
	switch {
	case probe == nil:
		c.fail("%s: no probe", what)
	case probe.HTTPGet == nil:
		c.fail("%s: not an HTTP GET probe", what)
	case probe.HTTPGet.Path != "/health":
		c.fail("%s: calls %q, not /health", what, probe.HTTPGet.Path)
	case portOf(container, probe.HTTPGet.Port) == 0:
		c.fail("%s: port %s is not a port of the container", what, probe.HTTPGet.Port.String())
	}
}

func (c *checker) container(what string, pod corev1.PodSpec, container corev1.Container, configMaps map[string]corev1.ConfigMap) {
	if container.Image == "" {
		c.fail("%s: no image", what)
	}
	c.probe(what+": readinessProbe", container, container.ReadinessProbe)
	c.probe(what+": livenessProbe", container, container.LivenessProbe)
	for _, kind := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
		request, hasRequest := container.Resources.Requests[kind]
		limit, hasLimit := container.Resources.Limits[kind]
		if !hasRequest || !hasLimit {
			c.fail("%s: %s needs a request and a limit", what, kind)
		} else if request.Cmp(limit) > 0 {
			c.fail("%s: the %s request %s exceeds the limit %s", what, kind, request.String(), limit.String())
		}
	}
	nonRoot := func(sc *corev1.PodSecurityContext) bool {
		return sc != nil && sc.RunAsNonRoot != nil && *sc.RunAsNonRoot
	}
	sc := container.SecurityContext
	if !nonRoot(pod.SecurityContext) && (sc == nil || sc.RunAsNonRoot == nil || !*sc.RunAsNonRoot) {
		c.fail("%s: runAsNonRoot is not set", what)
	}
	if sc == nil || sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
		c.fail("%s: allowPrivilegeEscalation is not false", what)
	}
	for _, from := range container.EnvFrom {
		if ref := from.ConfigMapRef; ref != nil {
			cm, ok := configMaps[ref.Name]
			if !ok && (ref.Optional == nil || !*ref.Optional) {
				c.fail("%s: envFrom names the ConfigMap %q, which the kustomization does not produce", what, ref.Name)
				continue
			}
			// The service listens on the ports of its variables: the named ports the probes and the
			// Service use must be the same.
			for variable, name := range portVariables {
				value, set := cm.Data[variable]
				if set && fmt.Sprint(portOf(container, intstr.FromString(name))) != value {
					c.fail("%s: %s is %s in the ConfigMap, but the container port %q is not", what, variable, value, name)
				}
			}
		}
	}
	mounts := map[string]bool{}
	for _, m := range container.VolumeMounts {
		mounts[m.Name] = true
		if !slices.ContainsFunc(pod.Volumes, func(v corev1.Volume) bool { return v.Name == m.Name }) {
			c.fail("%s: mounts the volume %q, which the pod does not declare", what, m.Name)
		}
	}
	for _, v := range pod.Volumes {
		if !mounts[v.Name] {
			c.fail("%s: the volume %q is mounted by no container", what, v.Name)
		}
	}
}

func run(dir string) ([]string, error) {
	resources, err := krusty.MakeKustomizer(krusty.MakeDefaultOptions()).Run(filesys.MakeFsOnDisk(), dir)
	if err != nil {
		return nil, fmt.Errorf("kustomize build %s: %w", dir, err)
	}
	c := &checker{}
	var deployments []appsv1.Deployment
	var services []corev1.Service
	configMaps := map[string]corev1.ConfigMap{}
	for _, r := range resources.Resources() {
		doc, err := r.MarshalJSON()
		if err != nil {
			return nil, err
		}
		what := fmt.Sprintf("%s %s", r.GetKind(), r.GetName())
		switch gvk := r.GetGvk(); gvk.ApiVersion() + " " + gvk.Kind {
		case "apps/v1 Deployment":
			var d appsv1.Deployment
			if c.decode(what, doc, &d) {
				deployments = append(deployments, d)
				c.name(what, d.Name, false)
				c.labels(what, d.Labels)
			}
		case "v1 Service":
			var s corev1.Service
			if c.decode(what, doc, &s) {
				services = append(services, s)
				c.name(what, s.Name, true)
				c.labels(what, s.Labels)
			}
		case "v1 ConfigMap":
			var cm corev1.ConfigMap
			if c.decode(what, doc, &cm) {
				configMaps[cm.Name] = cm
				c.name(what, cm.Name, false)
				for k := range cm.Data {
					for _, msg := range validation.IsConfigMapKey(k) {
						c.fail("%s: key %q: %s", what, k, msg)
					}
				}
			}
		default:
			c.fail("%s: %s is a kind this check does not know", what, gvk.ApiVersion())
		}
	}
	if len(deployments) == 0 || len(services) == 0 {
		c.fail("the kustomization gives %d Deployments and %d Services, at least one of each expected", len(deployments), len(services))
	}
	for _, d := range deployments {
		what := "Deployment " + d.Name
		pod := d.Spec.Template.Spec
		if d.Spec.Selector == nil || len(d.Spec.Selector.MatchLabels) == 0 {
			c.fail("%s: no selector", what)
		} else {
			for k, v := range d.Spec.Selector.MatchLabels {
				if d.Spec.Template.Labels[k] != v {
					c.fail("%s: the selector %s=%s does not match the pod's labels", what, k, v)
				}
			}
		}
		c.labels(what+" pod template", d.Spec.Template.Labels)
		if len(pod.Containers) == 0 {
			c.fail("%s: no container", what)
		}
		for _, container := range pod.Containers {
			c.container(fmt.Sprintf("%s: container %s", what, container.Name), pod, container, configMaps)
		}
	}
	for _, s := range services {
		what := "Service " + s.Name
		var target *appsv1.Deployment
		for i, d := range deployments {
			if len(s.Spec.Selector) > 0 && matches(s.Spec.Selector, d.Spec.Template.Labels) {
				target = &deployments[i]
			}
		}
		if target == nil {
			c.fail("%s: its selector matches the pods of no Deployment", what)
			continue
		}
		for _, p := range s.Spec.Ports {
			if !slices.ContainsFunc(target.Spec.Template.Spec.Containers, func(ct corev1.Container) bool { return portOf(ct, p.TargetPort) != 0 }) {
				c.fail("%s: targetPort %s is not a port of the containers of Deployment %s", what, p.TargetPort.String(), target.Name)
			}
		}
	}
	return c.problems, nil
}

func matches(selector, labels map[string]string) bool {
	for k, v := range selector {
		if labels[k] != v {
			return false
		}
	}
	return true
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: kubecheck <kustomization directory>")
		os.Exit(2)
	}
	problems, err := run(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if len(problems) > 0 {
		fmt.Fprintln(os.Stderr, strings.Join(problems, "\n"))
		os.Exit(1)
	}
}
